// Generated from Inventory/texture-api.json by TextureInventoryTests (UsesGenerator); do not edit.
// Re-record with MORPH_RECORD_TEXTURE_INVENTORY=1 swift test --filter TextureInventoryTests.
// Texture commit be0b74b4e23bbd16a2159169a0c0d80f47fd5b45.
//
// Each line uses one implemented or accepted entry of Texture's public API with the type Texture
// declares, so that a missing or differently typed member fails this target's build.

import MorphTextureCompat

func uses_ASCornerRoundingType() {
  let _: ASCornerRoundingType.Type = ASCornerRoundingType.self
  let _: ASCornerRoundingType = .defaultSlowCALayer
  let _: ASCornerRoundingType = .precomposited
  let _: ASCornerRoundingType = .clipping
}

func uses_ASDisplayNodeContextModifier() {
  let _: ((CGContext, Any?) -> Void).Type = ASDisplayNodeContextModifier.self
}

func uses_ASLayoutSpecBlock() {
  let _: ((ASDisplayNode, ASSizeRange) -> ASLayoutSpec).Type = ASLayoutSpecBlock.self
}

func uses_ASDisplayNode() {
  let _: ASDisplayNode.Type = ASDisplayNode.self
  let _: () -> ASDisplayNode = ASDisplayNode.init
}

func uses_ASDisplayNode_ASDisplayNode(_ receiver: ASDisplayNode) {
  let _: (@escaping (ASDisplayNode) -> Void) -> Void = receiver.onDidLoad(_:)
  let _: (@escaping () -> UIView) -> Void = receiver.setViewBlock(_:)
  let _: (@escaping () -> CALayer) -> Void = receiver.setLayerBlock(_:)
  let _: KeyPath<ASDisplayNode, UIView> = \ASDisplayNode.view
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isNodeLoaded
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isLayerBacked
  let _: KeyPath<ASDisplayNode, CALayer> = \ASDisplayNode.layer
  let _: (ASDisplayNode) -> Void = receiver.addSubnode(_:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.insertSubnode(_:belowSubnode:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.insertSubnode(_:aboveSubnode:)
  let _: (ASDisplayNode, Int) -> Void = receiver.insertSubnode(_:at:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.replaceSubnode(_:withSubnode:)
  let _: () -> Void = receiver.removeFromSupernode
  let _: KeyPath<ASDisplayNode, ASDisplayNode?> = \ASDisplayNode.supernode
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.displaysAsynchronously
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.displaySuspended
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.shouldAnimateSizeChanges
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.placeholderEnabled
  let _: WritableKeyPath<ASDisplayNode, TimeInterval> = \ASDisplayNode.placeholderFadeDuration
  let _: WritableKeyPath<ASDisplayNode, Int> = \ASDisplayNode.drawingPriority
  let _: WritableKeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.hitTestSlop
  let _: (CGPoint, ASDisplayNode?) -> CGPoint = receiver.convert(_:to:)
  let _: (CGPoint, ASDisplayNode?) -> CGPoint = receiver.convert(_:from:)
  let _: (CGRect, ASDisplayNode?) -> CGRect = receiver.convert(_:to:)
  let _: (CGRect, ASDisplayNode?) -> CGRect = receiver.convert(_:from:)
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.supportsLayerBacking
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.automaticallyRelayoutOnSafeAreaChanges
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.automaticallyRelayoutOnLayoutMarginsChanges
  let _: KeyPath<ASDisplayNode, ASLayout?> = \ASDisplayNode.unflattenedCalculatedLayout
  let _: () -> Void = receiver.setNeedsLayout
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.frame
  let _: WritableKeyPath<ASDisplayNode, CGPoint> = \ASDisplayNode.position
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.alpha
  let _: WritableKeyPath<ASDisplayNode, ASCornerRoundingType> = \ASDisplayNode.cornerRoundingType
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.cornerRadius
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.clipsToBounds
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isHidden
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isOpaque
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.contentsRect
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.contentsCenter
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.contentsScale
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.rasterizationScale
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.zPosition
  let _: WritableKeyPath<ASDisplayNode, CATransform3D> = \ASDisplayNode.transform
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isUserInteractionEnabled
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isExclusiveTouch
  let _: WritableKeyPath<ASDisplayNode, UIColor?> = \ASDisplayNode.backgroundColor
  let _: WritableKeyPath<ASDisplayNode, UIColor?> = \ASDisplayNode.tintColor
  let _: WritableKeyPath<ASDisplayNode, UIView.ContentMode> = \ASDisplayNode.contentMode
  let _: WritableKeyPath<ASDisplayNode, String> = \ASDisplayNode.contentsGravity
  let _: WritableKeyPath<ASDisplayNode, CGColor?> = \ASDisplayNode.shadowColor
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.shadowOpacity
  let _: WritableKeyPath<ASDisplayNode, CGSize> = \ASDisplayNode.shadowOffset
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.shadowRadius
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.borderWidth
  let _: WritableKeyPath<ASDisplayNode, CGColor?> = \ASDisplayNode.borderColor
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.allowsGroupOpacity
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.allowsEdgeAntialiasing
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.needsDisplayOnBoundsChange
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.autoresizesSubviews
  let _: WritableKeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.layoutMargins
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.preservesSuperviewLayoutMargins
  let _: KeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.safeAreaInsets
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.insetsLayoutMarginsFromSafeArea
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isAccessibilityElement
  let _: WritableKeyPath<ASDisplayNode, String?> = \ASDisplayNode.accessibilityLabel
  let _: WritableKeyPath<ASDisplayNode, String?> = \ASDisplayNode.accessibilityHint
  let _: WritableKeyPath<ASDisplayNode, String?> = \ASDisplayNode.accessibilityValue
  let _: WritableKeyPath<ASDisplayNode, UIAccessibilityTraits> = \ASDisplayNode.accessibilityTraits
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.accessibilityFrame
  let _: WritableKeyPath<ASDisplayNode, UIBezierPath?> = \ASDisplayNode.accessibilityPath
  let _: WritableKeyPath<ASDisplayNode, CGPoint> = \ASDisplayNode.accessibilityActivationPoint
  let _: WritableKeyPath<ASDisplayNode, String?> = \ASDisplayNode.accessibilityLanguage
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.accessibilityElementsHidden
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.accessibilityViewIsModal
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.shouldGroupAccessibilityChildren
  let _: WritableKeyPath<ASDisplayNode, UIAccessibilityNavigationStyle> = \ASDisplayNode.accessibilityNavigationStyle
  let _: WritableKeyPath<ASDisplayNode, String?> = \ASDisplayNode.accessibilityIdentifier
  let _: (ASSizeRange) -> ASLayout = receiver.layoutThatFits(_:)
  let _: KeyPath<ASDisplayNode, CGSize> = \ASDisplayNode.calculatedSize
  let _: KeyPath<ASDisplayNode, ASSizeRange> = \ASDisplayNode.constrainedSizeForCalculatedLayout
  let _: WritableKeyPath<ASDisplayNode, TimeInterval> = \ASDisplayNode.defaultLayoutTransitionDuration
  let _: WritableKeyPath<ASDisplayNode, TimeInterval> = \ASDisplayNode.defaultLayoutTransitionDelay
  let _: WritableKeyPath<ASDisplayNode, UIView.AnimationOptions> = \ASDisplayNode.defaultLayoutTransitionOptions
  let _: (any ASContextTransitioning) -> Void = receiver.animateLayoutTransition(_:)
  let _: (any ASContextTransitioning) -> Void = receiver.didCompleteLayoutTransition(_:)
  let _: (ASSizeRange, Bool, Bool, (() -> Void)?) -> Void = receiver.transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)
  let _: () -> Void = receiver.cancelLayoutTransition
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.automaticallyManagesSubnodes
  let _: WritableKeyPath<ASDisplayNode, ((CGContext, Any?) -> Void)?> = \ASDisplayNode.willDisplayNodeContentWithRenderingContext
  let _: WritableKeyPath<ASDisplayNode, ((CGContext, Any?) -> Void)?> = \ASDisplayNode.didDisplayNodeContentWithRenderingContext
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isAccessibilityContainer
  let _: KeyPath<ASDisplayNode, String?> = \ASDisplayNode.defaultAccessibilityLabel
  let _: KeyPath<ASDisplayNode, String?> = \ASDisplayNode.defaultAccessibilityHint
  let _: KeyPath<ASDisplayNode, String?> = \ASDisplayNode.defaultAccessibilityValue
  let _: KeyPath<ASDisplayNode, String?> = \ASDisplayNode.defaultAccessibilityIdentifier
  let _: KeyPath<ASDisplayNode, UIAccessibilityTraits> = \ASDisplayNode.defaultAccessibilityTraits
  let _: KeyPath<ASDisplayNode, ASLayout?> = \ASDisplayNode.calculatedLayout
  let _: () -> Void = receiver.layout
  let _: (CGSize) -> CGSize = receiver.calculateSizeThatFits(_:)
  let _: () -> Void = receiver.invalidateCalculatedLayout
  let _: WritableKeyPath<ASDisplayNode, ((ASDisplayNode, ASSizeRange) -> ASLayoutSpec)?> = \ASDisplayNode.layoutSpecBlock
  let _: (ASSizeRange) -> ASLayoutSpec = receiver.layoutSpecThatFits(_:)
  let _: (AnyClass, Bool) -> ASDisplayNode? = receiver.supernode(of:includingSelf:)
}

func uses_ASControlNodeEvent() {
  let _: ASControlNodeEvent.Type = ASControlNodeEvent.self
  let _: ASControlNodeEvent = .touchDown
  let _: ASControlNodeEvent = .touchDownRepeat
  let _: ASControlNodeEvent = .touchDragInside
  let _: ASControlNodeEvent = .touchDragOutside
  let _: ASControlNodeEvent = .touchUpInside
  let _: ASControlNodeEvent = .touchUpOutside
  let _: ASControlNodeEvent = .touchCancel
  let _: ASControlNodeEvent = .valueChanged
  let _: ASControlNodeEvent = .primaryActionTriggered
  let _: ASControlNodeEvent = .allEvents
}

func uses_ASControlNode() {
  let _: ASDisplayNode.Type = ASControlNode.self
}

func uses_ASControlNode_ASControlNode(_ receiver: ASControlNode) {
  let _: WritableKeyPath<ASControlNode, Bool> = \ASControlNode.isEnabled
  let _: WritableKeyPath<ASControlNode, Bool> = \ASControlNode.isHighlighted
  let _: WritableKeyPath<ASControlNode, Bool> = \ASControlNode.isSelected
  let _: KeyPath<ASControlNode, Bool> = \ASControlNode.isTracking
  let _: KeyPath<ASControlNode, Bool> = \ASControlNode.isTouchInside
  let _: (Any?, Selector, ASControlNodeEvent) -> Void = receiver.addTarget(_:action:forControlEvents:)
  let _: (Any, ASControlNodeEvent) -> [String]? = receiver.actionsForTarget(_:forControl:)
  let _: () -> Set<AnyHashable> = receiver.allTargets
  let _: (Any?, Selector, ASControlNodeEvent) -> Void = receiver.removeTarget(_:action:forControlEvents:)
}

func uses_ASTextNode() {
  let _: ASControlNode.Type = ASTextNode.self
}

func uses_ASTextNode_ASTextNode(_ receiver: ASTextNode) {
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.attributedText
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.truncationAttributedText
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.additionalTruncationMessage
  let _: WritableKeyPath<ASTextNode, NSLineBreakMode> = \ASTextNode.truncationMode
  let _: KeyPath<ASTextNode, Bool> = \ASTextNode.isTruncated
  let _: WritableKeyPath<ASTextNode, UInt> = \ASTextNode.maximumNumberOfLines
  let _: KeyPath<ASTextNode, UInt> = \ASTextNode.lineCount
  let _: WritableKeyPath<ASTextNode, [UIBezierPath]?> = \ASTextNode.exclusionPaths
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.placeholderEnabled
  let _: WritableKeyPath<ASTextNode, UIColor?> = \ASTextNode.placeholderColor
  let _: WritableKeyPath<ASTextNode, UIEdgeInsets> = \ASTextNode.placeholderInsets
  let _: WritableKeyPath<ASTextNode, [String]> = \ASTextNode.linkAttributeNames
  let _: WritableKeyPath<ASTextNode, ASTextNodeHighlightStyle> = \ASTextNode.highlightStyle
  let _: WritableKeyPath<ASTextNode, NSRange> = \ASTextNode.highlightRange
  let _: (NSRange, Bool) -> Void = receiver.setHighlight(_:animated:)
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.longPressCancelsTouches
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.passthroughNonlinkTouches
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.alwaysHandleTruncationTokenTap
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.textColorFollowsTintColor
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.attributedString
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.truncationAttributedString
  let _: WritableKeyPath<ASTextNode, [NSNumber]?> = \ASTextNode.pointSizeScaleFactors
  let _: WritableKeyPath<ASTextNode, UIEdgeInsets> = \ASTextNode.textContainerInset
}

func uses_ASTextNode2() {
  let _: ASControlNode.Type = ASTextNode2.self
}

func uses_ASTextNode2_ASTextNode2(_ receiver: ASTextNode2) {
  let _: WritableKeyPath<ASTextNode2, NSAttributedString?> = \ASTextNode2.attributedText
  let _: WritableKeyPath<ASTextNode2, NSAttributedString?> = \ASTextNode2.truncationAttributedText
  let _: WritableKeyPath<ASTextNode2, NSAttributedString?> = \ASTextNode2.additionalTruncationMessage
  let _: WritableKeyPath<ASTextNode2, NSLineBreakMode> = \ASTextNode2.truncationMode
  let _: KeyPath<ASTextNode2, Bool> = \ASTextNode2.isTruncated
  let _: WritableKeyPath<ASTextNode2, UInt> = \ASTextNode2.maximumNumberOfLines
  let _: KeyPath<ASTextNode2, UInt> = \ASTextNode2.lineCount
  let _: WritableKeyPath<ASTextNode2, [UIBezierPath]?> = \ASTextNode2.exclusionPaths
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.placeholderEnabled
  let _: WritableKeyPath<ASTextNode2, UIColor?> = \ASTextNode2.placeholderColor
  let _: WritableKeyPath<ASTextNode2, UIEdgeInsets> = \ASTextNode2.placeholderInsets
  let _: WritableKeyPath<ASTextNode2, [String]> = \ASTextNode2.linkAttributeNames
  let _: WritableKeyPath<ASTextNode2, ASTextNodeHighlightStyle> = \ASTextNode2.highlightStyle
  let _: WritableKeyPath<ASTextNode2, NSRange> = \ASTextNode2.highlightRange
  let _: (NSRange, Bool) -> Void = receiver.setHighlight(_:animated:)
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.longPressCancelsTouches
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.passthroughNonlinkTouches
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.alwaysHandleTruncationTokenTap
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.textColorFollowsTintColor
}

func uses_ASTextNodeHighlightStyle() {
  let _: ASTextNodeHighlightStyle.Type = ASTextNodeHighlightStyle.self
  let _: ASTextNodeHighlightStyle = .light
  let _: ASTextNodeHighlightStyle = .dark
}

func uses_functions() {
  let _: (CGFloat, UIColor?) -> (UIImage, ASPrimitiveTraitCollection) -> UIImage? = ASImageNodeRoundBorderModificationBlock
  let _: (UIColor) -> (UIImage, ASPrimitiveTraitCollection) -> UIImage? = ASImageNodeTintColorModificationBlock
  let _: (ASDimensionUnit, CGFloat) -> ASDimension = ASDimensionMake
  let _: (CGFloat) -> ASDimension = ASDimensionMake
  let _: (String) -> ASDimension = ASDimensionMake
  let _: (CGFloat) -> ASDimension = ASDimensionMakeWithPoints
  let _: (CGFloat) -> ASDimension = ASDimensionMakeWithFraction
  let _: (ASDimension, ASDimension) -> Bool = ASDimensionEqualToDimension
  let _: (ASDimension, CGFloat, CGFloat) -> CGFloat = ASDimensionResolve
  let _: (ASDimension, ASDimension) -> ASLayoutSize = ASLayoutSizeMake
  let _: (ASLayoutSize, CGSize, CGSize) -> CGSize = ASLayoutSizeResolveSize
  let _: (CGSize, CGSize) -> ASSizeRange = ASSizeRangeMake
  let _: (CGSize) -> ASSizeRange = ASSizeRangeMake
  let _: (ASSizeRange, CGSize) -> CGSize = ASSizeRangeClamp
  let _: (ASSizeRange, ASSizeRange) -> ASSizeRange = ASSizeRangeIntersect
  let _: (ASSizeRange, ASSizeRange) -> Bool = ASSizeRangeEqualToSizeRange
  let _: (any ASLayoutElement, ASSizeRange) -> ASLayout = ASCalculateRootLayout
  let _: (any ASLayoutElement, ASSizeRange, CGSize) -> ASLayout = ASCalculateLayout
}

func uses_ASImageNode() {
  let _: ASControlNode.Type = ASImageNode.self
}

func uses_ASImageNode_ASImageNode(_ receiver: ASImageNode) {
  let _: WritableKeyPath<ASImageNode, UIImage?> = \ASImageNode.image
  let _: WritableKeyPath<ASImageNode, UIColor?> = \ASImageNode.placeholderColor
  let _: WritableKeyPath<ASImageNode, Bool> = \ASImageNode.isCropEnabled
  let _: WritableKeyPath<ASImageNode, Bool> = \ASImageNode.forceUpscaling
  let _: WritableKeyPath<ASImageNode, CGSize> = \ASImageNode.forcedSize
  let _: (Bool, Bool, CGRect) -> Void = receiver.setCropEnabled(_:recropImmediately:inBounds:)
  let _: WritableKeyPath<ASImageNode, CGRect> = \ASImageNode.cropRect
  let _: WritableKeyPath<ASImageNode, ((UIImage, ASPrimitiveTraitCollection) -> UIImage?)?> = \ASImageNode.imageModificationBlock
  let _: WritableKeyPath<ASImageNode, Bool> = \ASImageNode.animatedImagePaused
  let _: WritableKeyPath<ASImageNode, String> = \ASImageNode.animatedImageRunLoopMode
}

func uses_ASNetworkImageNode() {
  let _: ASImageNode.Type = ASNetworkImageNode.self
  let _: () -> ASNetworkImageNode = ASNetworkImageNode.init
}

func uses_ASNetworkImageNode_ASNetworkImageNode(_ receiver: ASNetworkImageNode) {
  let _: WritableKeyPath<ASNetworkImageNode, UIImage?> = \ASNetworkImageNode.image
  let _: WritableKeyPath<ASNetworkImageNode, UIImage?> = \ASNetworkImageNode.defaultImage
  let _: WritableKeyPath<ASNetworkImageNode, URL?> = \ASNetworkImageNode.url
  let _: WritableKeyPath<ASNetworkImageNode, [URL]?> = \ASNetworkImageNode.urls
  let _: (URL?, Bool) -> Void = receiver.setURL(_:resetToDefault:)
  let _: WritableKeyPath<ASNetworkImageNode, Bool> = \ASNetworkImageNode.shouldCacheImage
  let _: WritableKeyPath<ASNetworkImageNode, Bool> = \ASNetworkImageNode.shouldRenderProgressImages
  let _: WritableKeyPath<ASNetworkImageNode, Bool> = \ASNetworkImageNode.shouldRetryImageDownload
  let _: KeyPath<ASNetworkImageNode, CGFloat> = \ASNetworkImageNode.currentImageQuality
  let _: KeyPath<ASNetworkImageNode, CGFloat> = \ASNetworkImageNode.renderedImageQuality
  let _: KeyPath<ASNetworkImageNode, CGFloat> = \ASNetworkImageNode.downloadProgress
}

func uses_ASButtonNodeImageAlignment() {
  let _: ASButtonNodeImageAlignment.Type = ASButtonNodeImageAlignment.self
  let _: ASButtonNodeImageAlignment = .beginning
  let _: ASButtonNodeImageAlignment = .end
}

func uses_ASButtonNode() {
  let _: ASControlNode.Type = ASButtonNode.self
}

func uses_ASButtonNode_ASButtonNode(_ receiver: ASButtonNode) {
  let _: KeyPath<ASButtonNode, ASImageNode> = \ASButtonNode.imageNode
  let _: KeyPath<ASButtonNode, ASImageNode> = \ASButtonNode.backgroundImageNode
  let _: WritableKeyPath<ASButtonNode, CGFloat> = \ASButtonNode.contentSpacing
  let _: WritableKeyPath<ASButtonNode, Bool> = \ASButtonNode.laysOutHorizontally
  let _: WritableKeyPath<ASButtonNode, ASHorizontalAlignment> = \ASButtonNode.contentHorizontalAlignment
  let _: WritableKeyPath<ASButtonNode, ASVerticalAlignment> = \ASButtonNode.contentVerticalAlignment
  let _: WritableKeyPath<ASButtonNode, UIEdgeInsets> = \ASButtonNode.contentEdgeInsets
  let _: WritableKeyPath<ASButtonNode, ASButtonNodeImageAlignment> = \ASButtonNode.imageAlignment
  let _: (UIControl.State) -> NSAttributedString? = receiver.attributedTitle(for:)
  let _: (NSAttributedString?, UIControl.State) -> Void = receiver.setAttributedTitle(_:for:)
  let _: (String, UIFont?, UIColor?, UIControl.State) -> Void = receiver.setTitle(_:with:with:for:)
  let _: (UIImage?, UIControl.State) -> Void = receiver.setImage(_:for:)
}

func uses_ASEditableTextNode() {
  let _: ASDisplayNode.Type = ASEditableTextNode.self
  let _: () -> ASEditableTextNode = ASEditableTextNode.init
}

func uses_ASEditableTextNode_ASEditableTextNode(_ receiver: ASEditableTextNode) {
  let _: WritableKeyPath<ASEditableTextNode, NSAttributedString?> = \ASEditableTextNode.attributedPlaceholderText
  let _: WritableKeyPath<ASEditableTextNode, NSAttributedString?> = \ASEditableTextNode.attributedText
  let _: WritableKeyPath<ASEditableTextNode, UIEdgeInsets> = \ASEditableTextNode.textContainerInset
}

func uses_ASVideoNode() {
  let _: ASNetworkImageNode.Type = ASVideoNode.self
}

func uses_ASVideoNode_ASVideoNode(_ receiver: ASVideoNode) {
  let _: WritableKeyPath<ASVideoNode, URL?> = \ASVideoNode.assetURL
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.shouldAutoplay
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.shouldAutorepeat
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.muted
}

func uses_ASCellNode() {
  let _: ASDisplayNode.Type = ASCellNode.self
}

func uses_ASCellNode_ASCellNode(_ receiver: ASCellNode) {
  let _: WritableKeyPath<ASCellNode, Bool> = \ASCellNode.isSelected
  let _: WritableKeyPath<ASCellNode, Bool> = \ASCellNode.isHighlighted
  let _: WritableKeyPath<ASCellNode, UITableViewCell.SelectionStyle> = \ASCellNode.selectionStyle
}

func uses_ASScrollNode() {
  let _: ASDisplayNode.Type = ASScrollNode.self
}

func uses_ASScrollNode_ASScrollNode(_ receiver: ASScrollNode) {
  let _: WritableKeyPath<ASScrollNode, Bool> = \ASScrollNode.automaticallyManagesContentSize
  let _: WritableKeyPath<ASScrollNode, ASScrollDirection> = \ASScrollNode.scrollableDirections
}

func uses_ASTableNode() {
  let _: ASDisplayNode.Type = ASTableNode.self
  let _: () -> ASTableNode = ASTableNode.init
}

func uses_ASTableNode_ASTableNode(_ receiver: ASTableNode) {
  let _: () -> Void = receiver.reloadData
  let _: (IndexPath) -> ASCellNode? = receiver.nodeForRow(at:)
}

func uses_ASTableDataSource() {
  let _: ASTableDataSource? = nil
}

func uses_ASTableDelegate() {
  let _: ASTableDelegate? = nil
}

func uses_ASCollectionNode() {
  let _: ASDisplayNode.Type = ASCollectionNode.self
}

func uses_ASCollectionNode_ASCollectionNode(_ receiver: ASCollectionNode) {
  let _: WritableKeyPath<ASCollectionNode, (any ASCollectionDelegate)?> = \ASCollectionNode.delegate
  let _: WritableKeyPath<ASCollectionNode, (any ASCollectionDataSource)?> = \ASCollectionNode.dataSource
  let _: () -> Void = receiver.reloadData
  let _: (IndexPath) -> ASCellNode? = receiver.nodeForItem(at:)
}

func uses_ASCollectionDataSource() {
  let _: ASCollectionDataSource? = nil
}

func uses_ASCollectionDataSource_any_ASCollectionDataSource(_ receiver: any ASCollectionDataSource) {
  let _: (ASCollectionNode) -> Int = receiver.numberOfSections(in:)
}

func uses_ASCollectionDelegate() {
  let _: ASCollectionDelegate? = nil
}

func uses_ASContextTransitioning() {
  let _: ASContextTransitioning? = nil
}

func uses_ASContextTransitioning_any_ASContextTransitioning(_ receiver: any ASContextTransitioning) {
  let _: () -> Bool = receiver.isAnimated
  let _: () -> [ASDisplayNode] = receiver.insertedSubnodes
  let _: () -> [ASDisplayNode] = receiver.removedSubnodes
  let _: (ASDisplayNode) -> CGRect = receiver.initialFrame(for:)
  let _: (ASDisplayNode) -> CGRect = receiver.finalFrame(for:)
  let _: (Bool) -> Void = receiver.completeTransition(_:)
}

func uses_ASCellNodeBlock() {
  let _: (() -> ASCellNode).Type = ASCellNodeBlock.self
}

func uses_ASScrollDirection() {
  let _: ASScrollDirection.Type = ASScrollDirection.self
  let _: ASScrollDirection = .right
  let _: ASScrollDirection = .left
  let _: ASScrollDirection = .up
  let _: ASScrollDirection = .down
}

func uses_ASAbsoluteLayoutElement_ASLayoutElementStyle(_ receiver: ASLayoutElementStyle) {
  let _: WritableKeyPath<ASLayoutElementStyle, CGPoint> = \ASLayoutElementStyle.layoutPosition
}

func uses_ASAbsoluteLayoutSpecSizing() {
  let _: ASAbsoluteLayoutSpecSizing.Type = ASAbsoluteLayoutSpecSizing.self
  let _: ASAbsoluteLayoutSpecSizing = .default
  let _: ASAbsoluteLayoutSpecSizing = .sizeToFit
}

func uses_ASAbsoluteLayoutSpec() {
  let _: ASLayoutSpec.Type = ASAbsoluteLayoutSpec.self
  let _: (ASAbsoluteLayoutSpecSizing, [any ASLayoutElement]) -> ASAbsoluteLayoutSpec = ASAbsoluteLayoutSpec.init(sizing:children:)
}

func uses_ASAbsoluteLayoutSpec_ASAbsoluteLayoutSpec(_ receiver: ASAbsoluteLayoutSpec) {
  let _: WritableKeyPath<ASAbsoluteLayoutSpec, ASAbsoluteLayoutSpecSizing> = \ASAbsoluteLayoutSpec.sizing
}

func uses_ASBackgroundLayoutSpec() {
  let _: ASLayoutSpec.Type = ASBackgroundLayoutSpec.self
  let _: (any ASLayoutElement, any ASLayoutElement) -> ASBackgroundLayoutSpec = ASBackgroundLayoutSpec.init(child:background:)
}

func uses_ASBackgroundLayoutSpec_ASBackgroundLayoutSpec(_ receiver: ASBackgroundLayoutSpec) {
  let _: WritableKeyPath<ASBackgroundLayoutSpec, any ASLayoutElement> = \ASBackgroundLayoutSpec.background
}

func uses_ASCenterLayoutSpecCenteringOptions() {
  let _: ASCenterLayoutSpecCenteringOptions.Type = ASCenterLayoutSpecCenteringOptions.self
}

func uses_ASCenterLayoutSpecSizingOptions() {
  let _: ASCenterLayoutSpecSizingOptions.Type = ASCenterLayoutSpecSizingOptions.self
  let _: ASCenterLayoutSpecSizingOptions = .minimumX
  let _: ASCenterLayoutSpecSizingOptions = .minimumY
  let _: ASCenterLayoutSpecSizingOptions = .minimumXY
}

func uses_ASCenterLayoutSpec() {
  let _: ASRelativeLayoutSpec.Type = ASCenterLayoutSpec.self
  let _: (ASCenterLayoutSpecCenteringOptions, ASCenterLayoutSpecSizingOptions, any ASLayoutElement) -> ASCenterLayoutSpec = ASCenterLayoutSpec.init(centeringOptions:sizingOptions:child:)
}

func uses_ASCenterLayoutSpec_ASCenterLayoutSpec(_ receiver: ASCenterLayoutSpec) {
  let _: WritableKeyPath<ASCenterLayoutSpec, ASCenterLayoutSpecCenteringOptions> = \ASCenterLayoutSpec.centeringOptions
  let _: WritableKeyPath<ASCenterLayoutSpec, ASCenterLayoutSpecSizingOptions> = \ASCenterLayoutSpec.sizingOptions
}

func uses_ASCornerLayoutLocation() {
  let _: ASCornerLayoutLocation.Type = ASCornerLayoutLocation.self
  let _: ASCornerLayoutLocation = .topLeft
  let _: ASCornerLayoutLocation = .topRight
  let _: ASCornerLayoutLocation = .bottomLeft
  let _: ASCornerLayoutLocation = .bottomRight
}

func uses_ASCornerLayoutSpec() {
  let _: ASLayoutSpec.Type = ASCornerLayoutSpec.self
  let _: (any ASLayoutElement, any ASLayoutElement, ASCornerLayoutLocation) -> ASCornerLayoutSpec = ASCornerLayoutSpec.init(child:corner:location:)
  let _: (any ASLayoutElement, any ASLayoutElement, ASCornerLayoutLocation) -> ASCornerLayoutSpec = ASCornerLayoutSpec.init(child:corner:location:)
}

func uses_ASCornerLayoutSpec_ASCornerLayoutSpec(_ receiver: ASCornerLayoutSpec) {
  let _: WritableKeyPath<ASCornerLayoutSpec, any ASLayoutElement> = \ASCornerLayoutSpec.corner
  let _: WritableKeyPath<ASCornerLayoutSpec, ASCornerLayoutLocation> = \ASCornerLayoutSpec.cornerLocation
  let _: WritableKeyPath<ASCornerLayoutSpec, CGPoint> = \ASCornerLayoutSpec.offset
  let _: WritableKeyPath<ASCornerLayoutSpec, Bool> = \ASCornerLayoutSpec.wrapsCorner
}

func uses_ASDimensionUnit() {
  let _: ASDimensionUnit.Type = ASDimensionUnit.self
  let _: ASDimensionUnit = .auto
  let _: ASDimensionUnit = .points
  let _: ASDimensionUnit = .fraction
}

func uses_ASDimension() {
  let _: ASDimension.Type = ASDimension.self
}

func uses_ASLayoutSize() {
  let _: ASLayoutSize.Type = ASLayoutSize.self
}

func uses_ASSizeRange() {
  let _: ASSizeRange.Type = ASSizeRange.self
}

func uses_constants() {
  let _: ASDimension = ASDimensionAuto
  let _: ASLayoutSize = ASLayoutSizeAuto
  let _: ASSizeRange = ASSizeRangeZero
  let _: ASSizeRange = ASSizeRangeUnconstrained
}

func uses_ASInsetLayoutSpec() {
  let _: ASLayoutSpec.Type = ASInsetLayoutSpec.self
  let _: (UIEdgeInsets, any ASLayoutElement) -> ASInsetLayoutSpec = ASInsetLayoutSpec.init(insets:child:)
}

func uses_ASInsetLayoutSpec_ASInsetLayoutSpec(_ receiver: ASInsetLayoutSpec) {
  let _: WritableKeyPath<ASInsetLayoutSpec, UIEdgeInsets> = \ASInsetLayoutSpec.insets
}

func uses_ASLayout() {
  let _: ASLayout.Type = ASLayout.self
}

func uses_ASLayout_ASLayout(_ receiver: ASLayout) {
  let _: KeyPath<ASLayout, CGSize> = \ASLayout.size
  let _: KeyPath<ASLayout, CGPoint> = \ASLayout.position
  let _: KeyPath<ASLayout, [ASLayout]> = \ASLayout.sublayouts
  let _: (any ASLayoutElement) -> CGRect = receiver.frame(for:)
  let _: KeyPath<ASLayout, CGRect> = \ASLayout.frame
}

func uses_ASLayoutElement() {
  let _: ASLayoutElement? = nil
}

func uses_ASLayoutElement_ASDisplayNode(_ receiver: ASDisplayNode) {
  let _: KeyPath<ASDisplayNode, ASLayoutElementStyle> = \ASDisplayNode.style
  let _: (ASSizeRange) -> ASLayout = receiver.layoutThatFits(_:)
}

func uses_ASLayoutElementStyle() {
  let _: ASLayoutElementStyle.Type = ASLayoutElementStyle.self
}

func uses_ASLayoutElementStyle_ASLayoutElementStyle(_ receiver: ASLayoutElementStyle) {
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.width
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.height
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.minHeight
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.maxHeight
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.minWidth
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.maxWidth
  let _: WritableKeyPath<ASLayoutElementStyle, CGSize> = \ASLayoutElementStyle.preferredSize
  let _: WritableKeyPath<ASLayoutElementStyle, CGSize> = \ASLayoutElementStyle.minSize
  let _: WritableKeyPath<ASLayoutElementStyle, CGSize> = \ASLayoutElementStyle.maxSize
  let _: WritableKeyPath<ASLayoutElementStyle, ASLayoutSize> = \ASLayoutElementStyle.preferredLayoutSize
  let _: WritableKeyPath<ASLayoutElementStyle, ASLayoutSize> = \ASLayoutElementStyle.minLayoutSize
  let _: WritableKeyPath<ASLayoutElementStyle, ASLayoutSize> = \ASLayoutElementStyle.maxLayoutSize
}

func uses_ASLayoutSpec() {
  let _: ASLayoutSpec.Type = ASLayoutSpec.self
}

func uses_ASLayoutSpec_ASLayoutSpec(_ receiver: ASLayoutSpec) {
  let _: WritableKeyPath<ASLayoutSpec, (any ASLayoutElement)?> = \ASLayoutSpec.child
}

func uses_ASWrapperLayoutSpec() {
  let _: ASLayoutSpec.Type = ASWrapperLayoutSpec.self
  let _: (any ASLayoutElement) -> ASWrapperLayoutSpec = ASWrapperLayoutSpec.init(layoutElement:)
  let _: ([any ASLayoutElement]) -> ASWrapperLayoutSpec = ASWrapperLayoutSpec.init(layoutElements:)
}

func uses_ASOverlayLayoutSpec() {
  let _: ASLayoutSpec.Type = ASOverlayLayoutSpec.self
  let _: (any ASLayoutElement, any ASLayoutElement) -> ASOverlayLayoutSpec = ASOverlayLayoutSpec.init(child:overlay:)
}

func uses_ASOverlayLayoutSpec_ASOverlayLayoutSpec(_ receiver: ASOverlayLayoutSpec) {
  let _: WritableKeyPath<ASOverlayLayoutSpec, any ASLayoutElement> = \ASOverlayLayoutSpec.overlay
}

func uses_ASRatioLayoutSpec() {
  let _: ASLayoutSpec.Type = ASRatioLayoutSpec.self
  let _: (CGFloat, any ASLayoutElement) -> ASRatioLayoutSpec = ASRatioLayoutSpec.init(ratio:child:)
}

func uses_ASRatioLayoutSpec_ASRatioLayoutSpec(_ receiver: ASRatioLayoutSpec) {
  let _: WritableKeyPath<ASRatioLayoutSpec, CGFloat> = \ASRatioLayoutSpec.ratio
}

func uses_ASRelativeLayoutSpecPosition() {
  let _: ASRelativeLayoutSpecPosition.Type = ASRelativeLayoutSpecPosition.self
  let _: ASRelativeLayoutSpecPosition = .none
  let _: ASRelativeLayoutSpecPosition = .start
  let _: ASRelativeLayoutSpecPosition = .center
  let _: ASRelativeLayoutSpecPosition = .end
}

func uses_ASRelativeLayoutSpecSizingOption() {
  let _: ASRelativeLayoutSpecSizingOption.Type = ASRelativeLayoutSpecSizingOption.self
  let _: ASRelativeLayoutSpecSizingOption = .minimumWidth
  let _: ASRelativeLayoutSpecSizingOption = .minimumHeight
  let _: ASRelativeLayoutSpecSizingOption = .minimumSize
}

func uses_ASRelativeLayoutSpec() {
  let _: ASLayoutSpec.Type = ASRelativeLayoutSpec.self
  let _: (ASRelativeLayoutSpecPosition, ASRelativeLayoutSpecPosition, ASRelativeLayoutSpecSizingOption, any ASLayoutElement) -> ASRelativeLayoutSpec = ASRelativeLayoutSpec.init(horizontalPosition:verticalPosition:sizingOption:child:)
}

func uses_ASRelativeLayoutSpec_ASRelativeLayoutSpec(_ receiver: ASRelativeLayoutSpec) {
  let _: WritableKeyPath<ASRelativeLayoutSpec, ASRelativeLayoutSpecPosition> = \ASRelativeLayoutSpec.horizontalPosition
  let _: WritableKeyPath<ASRelativeLayoutSpec, ASRelativeLayoutSpecPosition> = \ASRelativeLayoutSpec.verticalPosition
  let _: WritableKeyPath<ASRelativeLayoutSpec, ASRelativeLayoutSpecSizingOption> = \ASRelativeLayoutSpec.sizingOption
}

func uses_ASStackLayoutDirection() {
  let _: ASStackLayoutDirection.Type = ASStackLayoutDirection.self
  let _: ASStackLayoutDirection = .vertical
  let _: ASStackLayoutDirection = .horizontal
}

func uses_ASStackLayoutJustifyContent() {
  let _: ASStackLayoutJustifyContent.Type = ASStackLayoutJustifyContent.self
  let _: ASStackLayoutJustifyContent = .start
  let _: ASStackLayoutJustifyContent = .center
  let _: ASStackLayoutJustifyContent = .end
  let _: ASStackLayoutJustifyContent = .spaceBetween
  let _: ASStackLayoutJustifyContent = .spaceAround
}

func uses_ASStackLayoutAlignItems() {
  let _: ASStackLayoutAlignItems.Type = ASStackLayoutAlignItems.self
  let _: ASStackLayoutAlignItems = .start
  let _: ASStackLayoutAlignItems = .end
  let _: ASStackLayoutAlignItems = .center
  let _: ASStackLayoutAlignItems = .stretch
  let _: ASStackLayoutAlignItems = .baselineFirst
  let _: ASStackLayoutAlignItems = .baselineLast
  let _: ASStackLayoutAlignItems = .notSet
}

func uses_ASStackLayoutAlignSelf() {
  let _: ASStackLayoutAlignSelf.Type = ASStackLayoutAlignSelf.self
  let _: ASStackLayoutAlignSelf = .auto
  let _: ASStackLayoutAlignSelf = .start
  let _: ASStackLayoutAlignSelf = .end
  let _: ASStackLayoutAlignSelf = .center
  let _: ASStackLayoutAlignSelf = .stretch
}

func uses_ASStackLayoutFlexWrap() {
  let _: ASStackLayoutFlexWrap.Type = ASStackLayoutFlexWrap.self
  let _: ASStackLayoutFlexWrap = .noWrap
  let _: ASStackLayoutFlexWrap = .wrap
}

func uses_ASStackLayoutAlignContent() {
  let _: ASStackLayoutAlignContent.Type = ASStackLayoutAlignContent.self
  let _: ASStackLayoutAlignContent = .start
  let _: ASStackLayoutAlignContent = .center
  let _: ASStackLayoutAlignContent = .end
  let _: ASStackLayoutAlignContent = .spaceBetween
  let _: ASStackLayoutAlignContent = .spaceAround
  let _: ASStackLayoutAlignContent = .stretch
}

func uses_ASHorizontalAlignment() {
  let _: ASHorizontalAlignment.Type = ASHorizontalAlignment.self
}

func uses_ASVerticalAlignment() {
  let _: ASVerticalAlignment.Type = ASVerticalAlignment.self
}

func uses_ASStackLayoutElement_ASLayoutElementStyle(_ receiver: ASLayoutElementStyle) {
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.spacingBefore
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.spacingAfter
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.flexGrow
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.flexShrink
  let _: WritableKeyPath<ASLayoutElementStyle, ASDimension> = \ASLayoutElementStyle.flexBasis
  let _: WritableKeyPath<ASLayoutElementStyle, ASStackLayoutAlignSelf> = \ASLayoutElementStyle.alignSelf
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.ascender
  let _: WritableKeyPath<ASLayoutElementStyle, CGFloat> = \ASLayoutElementStyle.descender
}

func uses_ASStackLayoutSpec() {
  let _: ASLayoutSpec.Type = ASStackLayoutSpec.self
  let _: (ASStackLayoutDirection, CGFloat, ASStackLayoutJustifyContent, ASStackLayoutAlignItems, ASStackLayoutFlexWrap, ASStackLayoutAlignContent, CGFloat, [any ASLayoutElement]) -> ASStackLayoutSpec = ASStackLayoutSpec.init(direction:spacing:justifyContent:alignItems:flexWrap:alignContent:lineSpacing:children:)
  let _: () -> ASStackLayoutSpec = ASStackLayoutSpec.vertical
  let _: () -> ASStackLayoutSpec = ASStackLayoutSpec.horizontal
}

func uses_ASStackLayoutSpec_ASStackLayoutSpec(_ receiver: ASStackLayoutSpec) {
  let _: WritableKeyPath<ASStackLayoutSpec, ASStackLayoutDirection> = \ASStackLayoutSpec.direction
  let _: WritableKeyPath<ASStackLayoutSpec, CGFloat> = \ASStackLayoutSpec.spacing
  let _: WritableKeyPath<ASStackLayoutSpec, ASHorizontalAlignment> = \ASStackLayoutSpec.horizontalAlignment
  let _: WritableKeyPath<ASStackLayoutSpec, ASVerticalAlignment> = \ASStackLayoutSpec.verticalAlignment
  let _: WritableKeyPath<ASStackLayoutSpec, ASStackLayoutJustifyContent> = \ASStackLayoutSpec.justifyContent
  let _: WritableKeyPath<ASStackLayoutSpec, ASStackLayoutAlignItems> = \ASStackLayoutSpec.alignItems
  let _: WritableKeyPath<ASStackLayoutSpec, ASStackLayoutFlexWrap> = \ASStackLayoutSpec.flexWrap
  let _: WritableKeyPath<ASStackLayoutSpec, ASStackLayoutAlignContent> = \ASStackLayoutSpec.alignContent
  let _: WritableKeyPath<ASStackLayoutSpec, CGFloat> = \ASStackLayoutSpec.lineSpacing
  let _: WritableKeyPath<ASStackLayoutSpec, Bool> = \ASStackLayoutSpec.isConcurrent
}
