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

func uses_ASDisplayNodeViewBlock() {
  let _: (() -> UIView).Type = ASDisplayNodeViewBlock.self
}

func uses_ASDisplayNodeViewControllerBlock() {
  let _: (() -> UIViewController).Type = ASDisplayNodeViewControllerBlock.self
}

func uses_ASDisplayNodeLayerBlock() {
  let _: (() -> CALayer).Type = ASDisplayNodeLayerBlock.self
}

func uses_ASDisplayNodeDidLoadBlock() {
  let _: ((ASDisplayNode) -> Void).Type = ASDisplayNodeDidLoadBlock.self
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
  let _: (@escaping () -> UIView) -> ASDisplayNode = ASDisplayNode.init(viewBlock:)
  let _: (@escaping () -> UIView, ((ASDisplayNode) -> Void)?) -> ASDisplayNode = ASDisplayNode.init(viewBlock:didLoad:)
  let _: (@escaping () -> CALayer) -> ASDisplayNode = ASDisplayNode.init(layerBlock:)
  let _: (@escaping () -> CALayer, ((ASDisplayNode) -> Void)?) -> ASDisplayNode = ASDisplayNode.init(layerBlock:didLoad:)
  do { let value: Bool = ASDisplayNode.shouldStoreUnflattenedLayouts; ASDisplayNode.shouldStoreUnflattenedLayouts = value }
  let _: (CGRect, Any?, () -> Bool, Bool) -> Void = ASDisplayNode.draw(_:withParameters:isCancelled:isRasterizing:)
  let _: (Any?, () -> Bool) -> UIImage? = ASDisplayNode.display(withParameters:isCancelled:)
}

func uses_ASDisplayNode_ASDisplayNode(_ receiver: ASDisplayNode) {
  let _: (@escaping (ASDisplayNode) -> Void) -> Void = receiver.onDidLoad(_:)
  let _: (@escaping () -> UIView) -> Void = receiver.setViewBlock(_:)
  let _: (@escaping () -> CALayer) -> Void = receiver.setLayerBlock(_:)
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isSynchronous
  let _: KeyPath<ASDisplayNode, UIView> = \ASDisplayNode.view
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isNodeLoaded
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isLayerBacked
  let _: KeyPath<ASDisplayNode, CALayer> = \ASDisplayNode.layer
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isVisible
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isInPreloadState
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isInDisplayState
  let _: KeyPath<ASDisplayNode, ASInterfaceState> = \ASDisplayNode.interfaceState
  let _: (any ASInterfaceStateDelegate) -> Void = receiver.add(_:)
  let _: (any ASInterfaceStateDelegate) -> Void = receiver.remove(_:)
  let _: (ASDisplayNode) -> Void = receiver.addSubnode(_:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.insertSubnode(_:belowSubnode:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.insertSubnode(_:aboveSubnode:)
  let _: (ASDisplayNode, Int) -> Void = receiver.insertSubnode(_:at:)
  let _: (ASDisplayNode, ASDisplayNode) -> Void = receiver.replaceSubnode(_:withSubnode:)
  let _: () -> Void = receiver.removeFromSupernode
  let _: KeyPath<ASDisplayNode, [ASDisplayNode]?> = \ASDisplayNode.subnodes
  let _: KeyPath<ASDisplayNode, ASDisplayNode?> = \ASDisplayNode.supernode
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.displaysAsynchronously
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.displaySuspended
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.shouldAnimateSizeChanges
  let _: (Bool) -> Void = receiver.recursivelySetDisplaySuspended(_:)
  let _: () -> Void = receiver.recursivelyClearContents
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.placeholderEnabled
  let _: WritableKeyPath<ASDisplayNode, TimeInterval> = \ASDisplayNode.placeholderFadeDuration
  let _: WritableKeyPath<ASDisplayNode, Int> = \ASDisplayNode.drawingPriority
  let _: WritableKeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.hitTestSlop
  let _: (CGPoint, UIEvent?) -> Bool = receiver.pointInside(_:with:)
  let _: (CGPoint, ASDisplayNode?) -> CGPoint = receiver.convert(_:to:)
  let _: (CGPoint, ASDisplayNode?) -> CGPoint = receiver.convert(_:from:)
  let _: (CGRect, ASDisplayNode?) -> CGRect = receiver.convert(_:to:)
  let _: (CGRect, ASDisplayNode?) -> CGRect = receiver.convert(_:from:)
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.supportsLayerBacking
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.automaticallyRelayoutOnSafeAreaChanges
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.automaticallyRelayoutOnLayoutMarginsChanges
  let _: KeyPath<ASDisplayNode, ASLayout?> = \ASDisplayNode.unflattenedCalculatedLayout
  let _: () -> String = receiver.displayNodeRecursiveDescription
  let _: KeyPath<ASDisplayNode, String> = \ASDisplayNode.detailedLayoutDescription
  let _: () -> Void = receiver.setNeedsDisplay
  let _: () -> Void = receiver.setNeedsLayout
  let _: () -> Void = receiver.layoutIfNeeded
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.frame
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.bounds
  let _: WritableKeyPath<ASDisplayNode, CGPoint> = \ASDisplayNode.position
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.alpha
  let _: WritableKeyPath<ASDisplayNode, ASCornerRoundingType> = \ASDisplayNode.cornerRoundingType
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.cornerRadius
  let _: WritableKeyPath<ASDisplayNode, CACornerMask> = \ASDisplayNode.maskedCorners
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.clipsToBounds
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isHidden
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isOpaque
  let _: WritableKeyPath<ASDisplayNode, Any?> = \ASDisplayNode.contents
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.contentsRect
  let _: WritableKeyPath<ASDisplayNode, CGRect> = \ASDisplayNode.contentsCenter
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.contentsScale
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.rasterizationScale
  let _: WritableKeyPath<ASDisplayNode, CGPoint> = \ASDisplayNode.anchorPoint
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.zPosition
  let _: WritableKeyPath<ASDisplayNode, CATransform3D> = \ASDisplayNode.transform
  let _: WritableKeyPath<ASDisplayNode, CATransform3D> = \ASDisplayNode.subnodeTransform
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isUserInteractionEnabled
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isExclusiveTouch
  let _: WritableKeyPath<ASDisplayNode, [String: any CAAction]?> = \ASDisplayNode.actions
  let _: WritableKeyPath<ASDisplayNode, UIColor?> = \ASDisplayNode.backgroundColor
  let _: WritableKeyPath<ASDisplayNode, UIColor?> = \ASDisplayNode.tintColor
  let _: () -> Void = receiver.tintColorDidChange
  let _: WritableKeyPath<ASDisplayNode, UIView.ContentMode> = \ASDisplayNode.contentMode
  let _: WritableKeyPath<ASDisplayNode, String> = \ASDisplayNode.contentsGravity
  let _: WritableKeyPath<ASDisplayNode, UISemanticContentAttribute> = \ASDisplayNode.semanticContentAttribute
  let _: WritableKeyPath<ASDisplayNode, CGColor?> = \ASDisplayNode.shadowColor
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.shadowOpacity
  let _: WritableKeyPath<ASDisplayNode, CGSize> = \ASDisplayNode.shadowOffset
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.shadowRadius
  let _: WritableKeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.borderWidth
  let _: WritableKeyPath<ASDisplayNode, CGColor?> = \ASDisplayNode.borderColor
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.allowsGroupOpacity
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.allowsEdgeAntialiasing
  let _: WritableKeyPath<ASDisplayNode, CAEdgeAntialiasingMask> = \ASDisplayNode.edgeAntialiasingMask
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.needsDisplayOnBoundsChange
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.autoresizesSubviews
  let _: WritableKeyPath<ASDisplayNode, UIView.AutoresizingMask> = \ASDisplayNode.autoresizingMask
  let _: WritableKeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.layoutMargins
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.preservesSuperviewLayoutMargins
  let _: () -> Void = receiver.layoutMarginsDidChange
  let _: KeyPath<ASDisplayNode, UIEdgeInsets> = \ASDisplayNode.safeAreaInsets
  let _: WritableKeyPath<ASDisplayNode, Bool> = \ASDisplayNode.insetsLayoutMarginsFromSafeArea
  let _: () -> Void = receiver.safeAreaInsetsDidChange
  let _: () -> Bool = receiver.canBecomeFirstResponder
  let _: () -> Bool = receiver.becomeFirstResponder
  let _: () -> Bool = receiver.canResignFirstResponder
  let _: () -> Bool = receiver.resignFirstResponder
  let _: () -> Bool = receiver.isFirstResponder
  let _: (Selector, Any) -> Bool = receiver.canPerformAction(_:withSender:)
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
  let _: (Bool, Bool, (() -> Void)?) -> Void = receiver.transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)
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
  let _: (UIAccessibilityCustomAction) -> Bool = receiver.perform(_:)
  let _: () -> Bool = receiver.placeholderShouldPersist
  let _: () -> Void = receiver.enableSubtreeRasterization
  let _: KeyPath<ASDisplayNode, ASLayout?> = \ASDisplayNode.calculatedLayout
  let _: () -> Void = receiver.layout
  let _: (ASSizeRange) -> ASLayout = receiver.calculateLayoutThatFits(_:)
  let _: (ASSizeRange, ASLayoutElementSize, CGSize) -> ASLayout = receiver.calculateLayoutThatFits(_:restrictedTo:relativeToParent:)
  let _: (CGSize) -> CGSize = receiver.calculateSizeThatFits(_:)
  let _: () -> Void = receiver.invalidateCalculatedLayout
  let _: () -> Void = receiver.displayWillStart
  let _: (Bool) -> Void = receiver.displayWillStartAsynchronously(_:)
  let _: () -> Void = receiver.displayDidFinish
  let _: () -> Void = receiver.willEnterHierarchy
  let _: () -> Void = receiver.didExitHierarchy
  let _: () -> Void = receiver.didEnterHierarchy
  let _: KeyPath<ASDisplayNode, Bool> = \ASDisplayNode.isInHierarchy
  let _: () -> Void = receiver.clearContents
  let _: (ASDisplayNode) -> Void = receiver.subnodeDisplayWillStart(_:)
  let _: (ASDisplayNode) -> Void = receiver.subnodeDisplayDidFinish(_:)
  let _: (CGFloat) -> Void = receiver.setNeedsDisplayAtScale(_:)
  let _: (CGFloat) -> Void = receiver.recursivelySetNeedsDisplayAtScale(_:)
  let _: KeyPath<ASDisplayNode, CGFloat> = \ASDisplayNode.contentsScaleForDisplay
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesBegan(_:with:)
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesMoved(_:with:)
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesEnded(_:with:)
  let _: (Set<UITouch>?, UIEvent?) -> Void = receiver.touchesCancelled(_:with:)
  let _: (UIGestureRecognizer) -> Bool = receiver.gestureRecognizerShouldBegin(_:)
  let _: (CGPoint, UIEvent?) -> UIView? = receiver.hitTest(_:with:)
  let _: () -> UIImage? = receiver.placeholderImage
  let _: () -> String = receiver.descriptionForRecursiveDescription
  let _: KeyPath<ASDisplayNode, UIViewController?> = \ASDisplayNode.closestViewController
  let _: WritableKeyPath<ASDisplayNode, ((ASDisplayNode, ASSizeRange) -> ASLayoutSpec)?> = \ASDisplayNode.layoutSpecBlock
  let _: (ASSizeRange) -> ASLayout = receiver.calculateLayoutLayoutSpec(_:)
  let _: (ASSizeRange) -> ASLayoutSpec = receiver.layoutSpecThatFits(_:)
  let _: (AnyClass, Bool) -> ASDisplayNode? = receiver.supernode(of:includingSelf:)
  let _: KeyPath<ASDisplayNode, String> = \ASDisplayNode.ancestryDescription
}

func uses_UIView_UIView(_ receiver: UIView) {
  let _: (ASDisplayNode) -> Void = receiver.addSubnode(_:)
}

func uses_CALayer_CALayer(_ receiver: CALayer) {
  let _: (ASDisplayNode) -> Void = receiver.addSubnode(_:)
}

func uses_ASInterfaceState() {
  let _: ASInterfaceState.Type = ASInterfaceState.self
  let _: ASInterfaceState = .measureLayout
  let _: ASInterfaceState = .preload
  let _: ASInterfaceState = .display
  let _: ASInterfaceState = .visible
  let _: ASInterfaceState = .inHierarchy
}

func uses_ASInterfaceStateDelegate() {
  let _: ASInterfaceStateDelegate? = nil
}

func uses_ASInterfaceStateDelegate_any_ASInterfaceStateDelegate(_ receiver: any ASInterfaceStateDelegate) {
  let _: (ASInterfaceState, ASInterfaceState) -> Void = receiver.interfaceStateDidChange(_:from:)
  let _: () -> Void = receiver.didEnterVisibleState
  let _: () -> Void = receiver.didExitVisibleState
  let _: () -> Void = receiver.didEnterDisplayState
  let _: () -> Void = receiver.didExitDisplayState
  let _: () -> Void = receiver.didEnterPreloadState
  let _: () -> Void = receiver.didExitPreloadState
  let _: () -> Void = receiver.nodeDidLayout
  let _: () -> Void = receiver.nodeDidLoad
  let _: () -> Void = receiver.hierarchyDisplayDidFinish
  let _: (ASSizeRange) -> Void = receiver.nodeWillCalculateLayout(_:)
  let _: () -> Void = receiver.didEnterHierarchy
  let _: () -> Void = receiver.didExitHierarchy
}

func uses_functions() {
  let _: (ASInterfaceState) -> Bool = ASInterfaceStateIncludesVisible
  let _: (ASInterfaceState) -> Bool = ASInterfaceStateIncludesDisplay
  let _: (ASInterfaceState) -> Bool = ASInterfaceStateIncludesPreload
  let _: (ASInterfaceState) -> Bool = ASInterfaceStateIncludesMeasureLayout
  let _: (CGFloat, UIColor?) -> (UIImage, ASPrimitiveTraitCollection) -> UIImage? = ASImageNodeRoundBorderModificationBlock
  let _: (UIColor) -> (UIImage, ASPrimitiveTraitCollection) -> UIImage? = ASImageNodeTintColorModificationBlock
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsVerticalDirection
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsHorizontalDirection
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsRight
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsLeft
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsUp
  let _: (ASScrollDirection) -> Bool = ASScrollDirectionContainsDown
  let _: (ASScrollDirection, CGAffineTransform) -> ASScrollDirection = ASScrollDirectionApplyTransform
  let _: (CGFloat) -> Bool = ASPointsValidForLayout
  let _: (CGSize) -> Bool = ASIsCGSizeValidForLayout
  let _: (CGFloat) -> Bool = ASPointsValidForSize
  let _: (CGSize) -> Bool = ASIsCGSizeValidForSize
  let _: (CGFloat) -> Bool = ASIsCGPositionPointsValidForLayout
  let _: (CGPoint) -> Bool = ASIsCGPositionValidForLayout
  let _: (CGRect) -> Bool = ASIsCGRectValidForLayout
  let _: (CATransform3D) -> Bool = ASIsTransformValidForLayout
  let _: (ASDimensionUnit, CGFloat) -> ASDimension = ASDimensionMake
  let _: (CGFloat) -> ASDimension = ASDimensionMake
  let _: (String) -> ASDimension = ASDimensionMake
  let _: (CGFloat) -> ASDimension = ASDimensionMakeWithPoints
  let _: (CGFloat) -> ASDimension = ASDimensionMakeWithFraction
  let _: (ASDimension, ASDimension) -> Bool = ASDimensionEqualToDimension
  let _: (ASDimension) -> String = NSStringFromASDimension
  let _: (ASDimension, CGFloat, CGFloat) -> CGFloat = ASDimensionResolve
  let _: (ASDimension, ASDimension) -> ASLayoutSize = ASLayoutSizeMake
  let _: (ASLayoutSize, CGSize, CGSize) -> CGSize = ASLayoutSizeResolveSize
  let _: (ASLayoutSize) -> String = NSStringFromASLayoutSize
  let _: (ASSizeRange) -> Bool = ASSizeRangeHasSignificantArea
  let _: (CGSize, CGSize) -> ASSizeRange = ASSizeRangeMake
  let _: (CGSize) -> ASSizeRange = ASSizeRangeMake
  let _: (ASSizeRange, CGSize) -> CGSize = ASSizeRangeClamp
  let _: (ASSizeRange, ASSizeRange) -> ASSizeRange = ASSizeRangeIntersect
  let _: (ASSizeRange, ASSizeRange) -> Bool = ASSizeRangeEqualToSizeRange
  let _: (ASSizeRange) -> String = NSStringFromASSizeRange
  let _: (CGPoint) -> Bool = ASPointIsNull
  let _: (any ASLayoutElement, ASSizeRange) -> ASLayout = ASCalculateRootLayout
  let _: (any ASLayoutElement, ASSizeRange, CGSize) -> ASLayout = ASCalculateLayout
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
  let _: (ASControlNodeEvent, UIEvent?) -> Void = receiver.sendActions(forControlEvents:with:)
  let _: (UITouch, UIEvent?) -> Bool = receiver.beginTracking(with:with:)
  let _: (UITouch, UIEvent?) -> Bool = receiver.continueTracking(with:with:)
  let _: (UIEvent?) -> Void = receiver.cancelTracking(with:)
  let _: (UITouch?, UIEvent?) -> Void = receiver.endTracking(with:with:)
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
  let _: KeyPath<ASTextNode, UIEdgeInsets> = \ASTextNode.shadowPadding
  let _: (NSRange) -> [NSValue] = receiver.rects(forTextRange:)
  let _: (NSRange) -> [NSValue] = receiver.highlightRects(forTextRange:)
  let _: (NSRange) -> CGRect = receiver.frame(forTextRange:)
  let _: () -> CGRect = receiver.trailingRect
  let _: WritableKeyPath<ASTextNode, [String]> = \ASTextNode.linkAttributeNames
  let _: WritableKeyPath<ASTextNode, ASTextNodeHighlightStyle> = \ASTextNode.highlightStyle
  let _: WritableKeyPath<ASTextNode, NSRange> = \ASTextNode.highlightRange
  let _: (NSRange, Bool) -> Void = receiver.setHighlight(_:animated:)
  let _: WritableKeyPath<ASTextNode, (any ASTextNodeDelegate)?> = \ASTextNode.delegate
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.longPressCancelsTouches
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.passthroughNonlinkTouches
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.alwaysHandleTruncationTokenTap
  let _: WritableKeyPath<ASTextNode, Bool> = \ASTextNode.textColorFollowsTintColor
  let _: WritableKeyPath<ASTextNode, (any ASTextLinePositionModifier)?> = \ASTextNode.textContainerLinePositionModifier
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.attributedString
  let _: WritableKeyPath<ASTextNode, NSAttributedString?> = \ASTextNode.truncationAttributedString
  let _: WritableKeyPath<ASTextNode, [NSNumber]?> = \ASTextNode.pointSizeScaleFactors
  let _: WritableKeyPath<ASTextNode, UIEdgeInsets> = \ASTextNode.textContainerInset
  let _: (ASSizeRange) -> Bool = receiver.shouldTruncateForConstrainedSize(_:)
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
  let _: KeyPath<ASTextNode2, UIEdgeInsets> = \ASTextNode2.shadowPadding
  let _: (NSRange) -> [NSValue] = receiver.rects(forTextRange:)
  let _: (NSRange) -> [NSValue] = receiver.highlightRects(forTextRange:)
  let _: (NSRange) -> CGRect = receiver.frame(forTextRange:)
  let _: () -> CGRect = receiver.trailingRect
  let _: WritableKeyPath<ASTextNode2, [String]> = \ASTextNode2.linkAttributeNames
  let _: WritableKeyPath<ASTextNode2, ASTextNodeHighlightStyle> = \ASTextNode2.highlightStyle
  let _: WritableKeyPath<ASTextNode2, NSRange> = \ASTextNode2.highlightRange
  let _: (NSRange, Bool) -> Void = receiver.setHighlight(_:animated:)
  let _: WritableKeyPath<ASTextNode2, (any ASTextNodeDelegate)?> = \ASTextNode2.delegate
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.longPressCancelsTouches
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.passthroughNonlinkTouches
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.alwaysHandleTruncationTokenTap
  let _: WritableKeyPath<ASTextNode2, Bool> = \ASTextNode2.textColorFollowsTintColor
  let _: WritableKeyPath<ASTextNode2, (any ASTextLinePositionModifier)?> = \ASTextNode2.textContainerLinePositionModifier
}

func uses_ASTextNodeHighlightStyle() {
  let _: ASTextNodeHighlightStyle.Type = ASTextNodeHighlightStyle.self
  let _: ASTextNodeHighlightStyle = .light
  let _: ASTextNodeHighlightStyle = .dark
}

func uses_ASTextNodeDelegate() {
  let _: ASTextNodeDelegate? = nil
}

func uses_ASTextNodeDelegate_any_ASTextNodeDelegate(_ receiver: any ASTextNodeDelegate) {
  let _: (ASTextNode?, String?, Any?, CGPoint, NSRange) -> Void = receiver.textNode(_:tappedLinkAttribute:value:at:textRange:)
  let _: (ASTextNode?, String?, Any?, CGPoint, NSRange) -> Void = receiver.textNode(_:longPressedLinkAttribute:value:at:textRange:)
  let _: (ASTextNode?) -> Void = receiver.textNodeTappedTruncationToken(_:)
  let _: (ASTextNode?, String?, Any?, CGPoint) -> Bool = receiver.textNode(_:shouldHighlightLinkAttribute:value:at:)
  let _: (ASTextNode?, String?, Any?, CGPoint) -> Bool = receiver.textNode(_:shouldLongPressLinkAttribute:value:at:)
}

func uses_asimagenode_modification_block_t() {
  let _: ((UIImage, ASPrimitiveTraitCollection) -> UIImage?).Type = asimagenode_modification_block_t.self
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
  let _: (((Bool) -> Void)?) -> Void = receiver.setNeedsDisplay(completion:)
  let _: WritableKeyPath<ASImageNode, (any ASAnimatedImageProtocol)?> = \ASImageNode.animatedImage
  let _: WritableKeyPath<ASImageNode, Bool> = \ASImageNode.animatedImagePaused
  let _: WritableKeyPath<ASImageNode, String> = \ASImageNode.animatedImageRunLoopMode
  let _: ((any ASAnimatedImageProtocol)?, (any ASAnimatedImageProtocol)?) -> Void = receiver.animatedImageSet(_:previousAnimatedImage:)
}

func uses_ASNetworkImageNode() {
  let _: ASImageNode.Type = ASNetworkImageNode.self
  let _: ((any ASImageCacheProtocol)?, any ASImageDownloaderProtocol) -> ASNetworkImageNode = ASNetworkImageNode.init(cache:downloader:)
  let _: () -> ASNetworkImageNode = ASNetworkImageNode.init
  do { let value: Bool = ASNetworkImageNode.useMainThreadDelegateCallbacks; ASNetworkImageNode.useMainThreadDelegateCallbacks = value }
}

func uses_ASNetworkImageNode_ASNetworkImageNode(_ receiver: ASNetworkImageNode) {
  let _: WritableKeyPath<ASNetworkImageNode, (any ASNetworkImageNodeDelegate)?> = \ASNetworkImageNode.delegate
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

func uses_ASNetworkImageNodeDelegate() {
  let _: ASNetworkImageNodeDelegate? = nil
}

func uses_ASNetworkImageNodeDelegate_any_ASNetworkImageNodeDelegate(_ receiver: any ASNetworkImageNodeDelegate) {
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeDidStartFetchingData(_:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeWillLoadImageFromCache(_:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeDidLoadImageFromCache(_:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeDidFailToLoadImageFromCache(_:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeWillLoadImageFromNetwork(_:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeWillStartDisplayAsynchronously(_:)
  let _: (ASNetworkImageNode, UIImage, ASNetworkImageLoadInfo) -> Void = receiver.imageNode(_:didLoad:info:)
  let _: (ASNetworkImageNode, UIImage) -> Void = receiver.imageNode(_:didLoad:)
  let _: (ASNetworkImageNode, any Error) -> Void = receiver.imageNode(_:didFailWithError:)
  let _: (ASNetworkImageNode) -> Void = receiver.imageNodeDidFinishDecoding(_:)
}

func uses_ASMultiplexImageNodeErrorCode() {
  let _: ASMultiplexImageNodeErrorCode.Type = ASMultiplexImageNodeErrorCode.self
  let _: ASMultiplexImageNodeErrorCode = .noSourceForImage
  let _: ASMultiplexImageNodeErrorCode = .bestImageIdentifierChanged
  let _: ASMultiplexImageNodeErrorCode = .photosImageManagerFailedWithoutError
  let _: ASMultiplexImageNodeErrorCode = .phAssetIsUnavailable
}

func uses_ASMultiplexImageNode() {
  let _: ASImageNode.Type = ASMultiplexImageNode.self
  let _: ((any ASImageCacheProtocol)?, (any ASImageDownloaderProtocol)?) -> ASMultiplexImageNode = ASMultiplexImageNode.init(cache:downloader:)
}

func uses_ASMultiplexImageNode_ASMultiplexImageNode(_ receiver: ASMultiplexImageNode) {
  let _: WritableKeyPath<ASMultiplexImageNode, (any ASMultiplexImageNodeDelegate)?> = \ASMultiplexImageNode.delegate
  let _: WritableKeyPath<ASMultiplexImageNode, (any ASMultiplexImageNodeDataSource)?> = \ASMultiplexImageNode.dataSource
  let _: WritableKeyPath<ASMultiplexImageNode, Bool> = \ASMultiplexImageNode.downloadsIntermediateImages
  let _: WritableKeyPath<ASMultiplexImageNode, [ASImageIdentifier]> = \ASMultiplexImageNode.imageIdentifiers
  let _: () -> Void = receiver.reloadImageIdentifierSources
  let _: KeyPath<ASMultiplexImageNode, ASImageIdentifier?> = \ASMultiplexImageNode.loadedImageIdentifier
  let _: KeyPath<ASMultiplexImageNode, ASImageIdentifier?> = \ASMultiplexImageNode.displayedImageIdentifier
  let _: WritableKeyPath<ASMultiplexImageNode, Bool> = \ASMultiplexImageNode.shouldRenderProgressImages
  let _: WritableKeyPath<ASMultiplexImageNode, Bool> = \ASMultiplexImageNode.shouldRetryImageDownload
}

func uses_ASMultiplexImageNodeDelegate() {
  let _: ASMultiplexImageNodeDelegate? = nil
}

func uses_ASMultiplexImageNodeDelegate_any_ASMultiplexImageNodeDelegate(_ receiver: any ASMultiplexImageNodeDelegate) {
  let _: (ASMultiplexImageNode, Any) -> Void = receiver.multiplexImageNode(_:didStartDownloadOfImageWithIdentifier:)
  let _: (ASMultiplexImageNode, CGFloat, ASImageIdentifier) -> Void = receiver.multiplexImageNode(_:didUpdateDownloadProgress:forImageWithIdentifier:)
  let _: (ASMultiplexImageNode, ASImageIdentifier, (any Error)?) -> Void = receiver.multiplexImageNode(_:didFinishDownloadingImageWithIdentifier:error:)
  let _: (ASMultiplexImageNode, UIImage?, ASImageIdentifier?, UIImage?, ASImageIdentifier?) -> Void = receiver.multiplexImageNode(_:didUpdate:withIdentifier:from:withIdentifier:)
  let _: (ASMultiplexImageNode, UIImage?, ASImageIdentifier?) -> Void = receiver.multiplexImageNode(_:didDisplayUpdated:withIdentifier:)
  let _: (ASMultiplexImageNode) -> Void = receiver.multiplexImageNodeDidFinishDisplay(_:)
}

func uses_ASMultiplexImageNodeDataSource() {
  let _: ASMultiplexImageNodeDataSource? = nil
}

func uses_ASMultiplexImageNodeDataSource_any_ASMultiplexImageNodeDataSource(_ receiver: any ASMultiplexImageNodeDataSource) {
  let _: (ASMultiplexImageNode, ASImageIdentifier) -> UIImage? = receiver.multiplexImageNode(_:imageForImageIdentifier:)
  let _: (ASMultiplexImageNode, ASImageIdentifier) -> URL? = receiver.multiplexImageNode(_:urlForImageIdentifier:)
  let _: (ASMultiplexImageNode, String) -> PHAsset? = receiver.multiplexImageNode(_:assetForLocalIdentifier:)
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
  let _: KeyPath<ASButtonNode, ASTextNode> = \ASButtonNode.titleNode
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
  let _: (UIControl.State) -> UIImage? = receiver.image(for:)
  let _: (UIImage?, UIControl.State) -> Void = receiver.setImage(_:for:)
  let _: (UIImage?, UIControl.State) -> Void = receiver.setBackgroundImage(_:for:)
  let _: (UIControl.State) -> UIImage? = receiver.backgroundImage(for:)
}

func uses_ASEditableTextNode() {
  let _: ASDisplayNode.Type = ASEditableTextNode.self
  let _: () -> ASEditableTextNode = ASEditableTextNode.init
}

func uses_ASEditableTextNode_ASEditableTextNode(_ receiver: ASEditableTextNode) {
  let _: WritableKeyPath<ASEditableTextNode, (any ASEditableTextNodeDelegate)?> = \ASEditableTextNode.delegate
  let _: WritableKeyPath<ASEditableTextNode, Bool> = \ASEditableTextNode.scrollEnabled
  let _: KeyPath<ASEditableTextNode, UITextView> = \ASEditableTextNode.textView
  let _: WritableKeyPath<ASEditableTextNode, [String: Any]?> = \ASEditableTextNode.typingAttributes
  let _: WritableKeyPath<ASEditableTextNode, NSRange> = \ASEditableTextNode.selectedRange
  let _: () -> Bool = receiver.isDisplayingPlaceholder
  let _: WritableKeyPath<ASEditableTextNode, NSAttributedString?> = \ASEditableTextNode.attributedPlaceholderText
  let _: WritableKeyPath<ASEditableTextNode, NSAttributedString?> = \ASEditableTextNode.attributedText
  let _: KeyPath<ASEditableTextNode, UITextInputMode> = \ASEditableTextNode.textInputMode
  let _: WritableKeyPath<ASEditableTextNode, UIEdgeInsets> = \ASEditableTextNode.textContainerInset
  let _: WritableKeyPath<ASEditableTextNode, UInt> = \ASEditableTextNode.maximumLinesToDisplay
  let _: () -> Bool = receiver.isFirstResponder
  let _: () -> Bool = receiver.becomeFirstResponder
  let _: () -> Bool = receiver.resignFirstResponder
  let _: (NSRange) -> CGRect = receiver.frameForText(_:)
  let _: WritableKeyPath<ASEditableTextNode, UITextAutocapitalizationType> = \ASEditableTextNode.autocapitalizationType
  let _: WritableKeyPath<ASEditableTextNode, UITextAutocorrectionType> = \ASEditableTextNode.autocorrectionType
  let _: WritableKeyPath<ASEditableTextNode, UITextSpellCheckingType> = \ASEditableTextNode.spellCheckingType
  let _: WritableKeyPath<ASEditableTextNode, UIKeyboardType> = \ASEditableTextNode.keyboardType
  let _: WritableKeyPath<ASEditableTextNode, UIKeyboardAppearance> = \ASEditableTextNode.keyboardAppearance
  let _: WritableKeyPath<ASEditableTextNode, UIReturnKeyType> = \ASEditableTextNode.returnKeyType
  let _: WritableKeyPath<ASEditableTextNode, Bool> = \ASEditableTextNode.enablesReturnKeyAutomatically
  let _: WritableKeyPath<ASEditableTextNode, Bool> = \ASEditableTextNode.isSecureTextEntry
}

func uses_ASEditableTextNodeDelegate() {
  let _: ASEditableTextNodeDelegate? = nil
}

func uses_ASEditableTextNodeDelegate_any_ASEditableTextNodeDelegate(_ receiver: any ASEditableTextNodeDelegate) {
  let _: (ASEditableTextNode) -> Bool = receiver.editableTextNodeShouldBeginEditing(_:)
  let _: (ASEditableTextNode) -> Void = receiver.editableTextNodeDidBeginEditing(_:)
  let _: (ASEditableTextNode, NSRange, String) -> Bool = receiver.editableTextNode(_:shouldChangeTextIn:replacementText:)
  let _: (ASEditableTextNode, NSRange, NSRange, Bool) -> Void = receiver.editableTextNodeDidChangeSelection(_:fromSelectedRange:toSelectedRange:dueToEditing:)
  let _: (ASEditableTextNode) -> Void = receiver.editableTextNodeDidUpdateText(_:)
  let _: (ASEditableTextNode) -> Void = receiver.editableTextNodeDidFinishEditing(_:)
}

func uses_ASVideoNodePlayerState() {
  let _: ASVideoNodePlayerState.Type = ASVideoNodePlayerState.self
  let _: ASVideoNodePlayerState = .unknown
  let _: ASVideoNodePlayerState = .initialLoading
  let _: ASVideoNodePlayerState = .readyToPlay
  let _: ASVideoNodePlayerState = .playbackLikelyToKeepUpButNotPlaying
  let _: ASVideoNodePlayerState = .playing
  let _: ASVideoNodePlayerState = .loading
  let _: ASVideoNodePlayerState = .paused
  let _: ASVideoNodePlayerState = .finished
}

func uses_ASVideoNode() {
  let _: ASNetworkImageNode.Type = ASVideoNode.self
}

func uses_ASVideoNode_ASVideoNode(_ receiver: ASVideoNode) {
  let _: () -> Void = receiver.play
  let _: () -> Void = receiver.pause
  let _: () -> Bool = receiver.isPlaying
  let _: () -> Void = receiver.resetToPlaceholder
  let _: WritableKeyPath<ASVideoNode, AVAsset?> = \ASVideoNode.asset
  let _: WritableKeyPath<ASVideoNode, URL?> = \ASVideoNode.assetURL
  let _: WritableKeyPath<ASVideoNode, AVVideoComposition?> = \ASVideoNode.videoComposition
  let _: WritableKeyPath<ASVideoNode, AVAudioMix?> = \ASVideoNode.audioMix
  let _: KeyPath<ASVideoNode, AVPlayer?> = \ASVideoNode.player
  let _: KeyPath<ASVideoNode, AVPlayerItem?> = \ASVideoNode.currentItem
  let _: KeyPath<ASVideoNode, AVPlayerLayer?> = \ASVideoNode.playerLayer
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.shouldAutoplay
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.shouldAutorepeat
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.muted
  let _: WritableKeyPath<ASVideoNode, Bool> = \ASVideoNode.shouldAggressivelyRecoverFromStall
  let _: KeyPath<ASVideoNode, ASVideoNodePlayerState> = \ASVideoNode.playerState
  let _: WritableKeyPath<ASVideoNode, Int32> = \ASVideoNode.periodicTimeObserverTimescale
  let _: WritableKeyPath<ASVideoNode, String?> = \ASVideoNode.gravity
  let _: WritableKeyPath<ASVideoNode, (any ASVideoNodeDelegate & ASNetworkImageNodeDelegate)?> = \ASVideoNode.delegate
}

func uses_ASVideoNodeDelegate() {
  let _: ASVideoNodeDelegate? = nil
}

func uses_ASVideoNodeDelegate_any_ASVideoNodeDelegate(_ receiver: any ASVideoNodeDelegate) {
  let _: (ASVideoNode) -> Void = receiver.videoDidPlayToEnd(_:)
  let _: (ASVideoNode) -> Void = receiver.didTap(_:)
  let _: (ASVideoNode, ASVideoNodePlayerState, ASVideoNodePlayerState) -> Void = receiver.videoNode(_:willChange:to:)
  let _: (ASVideoNode, ASVideoNodePlayerState) -> Bool = receiver.videoNode(_:shouldChangePlayerStateTo:)
  let _: (ASVideoNode, TimeInterval) -> Void = receiver.videoNode(_:didPlayTo:)
  let _: (ASVideoNode, TimeInterval) -> Void = receiver.videoNode(_:didStallAt:)
  let _: (ASVideoNode) -> Void = receiver.videoNodeDidStartInitialLoading(_:)
  let _: (ASVideoNode) -> Void = receiver.videoNodeDidFinishInitialLoading(_:)
  let _: (ASVideoNode, AVPlayerItem) -> Void = receiver.videoNode(_:didSetCurrent:)
  let _: (ASVideoNode) -> Void = receiver.videoNodeDidRecoverFromStall(_:)
  let _: (ASVideoNode, String, AVAsset, any Error) -> Void = receiver.videoNode(_:didFailToLoadValueForKey:asset:error:)
}

func uses_ASVideoPlayerNodeControlType() {
  let _: ASVideoPlayerNodeControlType.Type = ASVideoPlayerNodeControlType.self
  let _: ASVideoPlayerNodeControlType = .playbackButton
  let _: ASVideoPlayerNodeControlType = .elapsedText
  let _: ASVideoPlayerNodeControlType = .durationText
  let _: ASVideoPlayerNodeControlType = .scrubber
  let _: ASVideoPlayerNodeControlType = .fullScreenButton
  let _: ASVideoPlayerNodeControlType = .flexGrowSpacer
}

func uses_ASVideoPlayerNode() {
  let _: ASDisplayNode.Type = ASVideoPlayerNode.self
  let _: (URL) -> ASVideoPlayerNode = ASVideoPlayerNode.init(url:)
  let _: (AVAsset) -> ASVideoPlayerNode = ASVideoPlayerNode.init(asset:)
  let _: (AVAsset, AVVideoComposition, AVAudioMix) -> ASVideoPlayerNode = ASVideoPlayerNode.init(asset:videoComposition:audioMix:)
}

func uses_ASVideoPlayerNode_ASVideoPlayerNode(_ receiver: ASVideoPlayerNode) {
  let _: WritableKeyPath<ASVideoPlayerNode, (any ASVideoPlayerNodeDelegate)?> = \ASVideoPlayerNode.delegate
  let _: KeyPath<ASVideoPlayerNode, CMTime> = \ASVideoPlayerNode.duration
  let _: WritableKeyPath<ASVideoPlayerNode, Bool> = \ASVideoPlayerNode.controlsDisabled
  let _: WritableKeyPath<ASVideoPlayerNode, Bool> = \ASVideoPlayerNode.shouldAutoPlay
  let _: WritableKeyPath<ASVideoPlayerNode, Bool> = \ASVideoPlayerNode.shouldAutoRepeat
  let _: WritableKeyPath<ASVideoPlayerNode, Bool> = \ASVideoPlayerNode.muted
  let _: KeyPath<ASVideoPlayerNode, ASVideoNodePlayerState> = \ASVideoPlayerNode.playerState
  let _: WritableKeyPath<ASVideoPlayerNode, Bool> = \ASVideoPlayerNode.shouldAggressivelyRecoverFromStall
  let _: WritableKeyPath<ASVideoPlayerNode, URL?> = \ASVideoPlayerNode.placeholderImageURL
  let _: WritableKeyPath<ASVideoPlayerNode, AVAsset?> = \ASVideoPlayerNode.asset
  let _: WritableKeyPath<ASVideoPlayerNode, URL?> = \ASVideoPlayerNode.assetURL
  let _: KeyPath<ASVideoPlayerNode, ASVideoNode> = \ASVideoPlayerNode.videoNode
  let _: WritableKeyPath<ASVideoPlayerNode, Int32> = \ASVideoPlayerNode.periodicTimeObserverTimescale
  let _: WritableKeyPath<ASVideoPlayerNode, String> = \ASVideoPlayerNode.gravity
  let _: (CGFloat) -> Void = receiver.seekToTime(_:)
  let _: () -> Void = receiver.play
  let _: () -> Void = receiver.pause
  let _: () -> Bool = receiver.isPlaying
  let _: () -> Void = receiver.resetToPlaceholder
}

func uses_ASVideoPlayerNodeDelegate() {
  let _: ASVideoPlayerNodeDelegate? = nil
}

func uses_ASVideoPlayerNodeDelegate_any_ASVideoPlayerNodeDelegate(_ receiver: any ASVideoPlayerNodeDelegate) {
  let _: (ASVideoPlayerNode) -> [Any] = receiver.videoPlayerNodeNeededDefaultControls(_:)
  let _: (ASVideoPlayerNode) -> [AnyHashable: Any] = receiver.videoPlayerNodeCustomControls(_:)
  let _: (ASVideoPlayerNode, [AnyHashable: Any], CGSize) -> ASLayoutSpec = receiver.videoPlayerNodeLayoutSpec(_:forControls:forMaximum:)
  let _: (ASVideoPlayerNode, ASVideoPlayerNodeControlType) -> [AnyHashable: Any] = receiver.videoPlayerNodeTimeLabelAttributes(_:timeLabel:)
  let _: (ASVideoPlayerNode, ASVideoPlayerNodeControlType, CMTime) -> String = receiver.videoPlayerNode(_:timeStringForTimeLabel:for:)
  let _: (ASVideoPlayerNode) -> UIColor = receiver.videoPlayerNodeScrubberMaximumTrackTint(_:)
  let _: (ASVideoPlayerNode) -> UIColor = receiver.videoPlayerNodeScrubberMinimumTrackTint(_:)
  let _: (ASVideoPlayerNode) -> UIColor = receiver.videoPlayerNodeScrubberThumbTint(_:)
  let _: (ASVideoPlayerNode) -> UIImage = receiver.videoPlayerNodeScrubberThumbImage(_:)
  let _: (ASVideoPlayerNode) -> UIColor = receiver.videoPlayerNodeSpinnerTint(_:)
  let _: (ASVideoPlayerNode) -> UIActivityIndicatorView.Style = receiver.videoPlayerNodeSpinnerStyle(_:)
  let _: (ASVideoPlayerNode) -> UIColor = receiver.videoPlayerNodePlaybackButtonTint(_:)
  let _: (ASVideoPlayerNode) -> UIImage = receiver.videoPlayerNodeFullScreenButtonImage(_:)
  let _: (ASVideoPlayerNode) -> Void = receiver.didTap(_:)
  let _: (ASButtonNode) -> Void = receiver.didTapFullScreen(_:)
  let _: (ASVideoPlayerNode, CMTime) -> Void = receiver.videoPlayerNode(_:didPlayTo:)
  let _: (ASVideoPlayerNode, ASVideoNodePlayerState, ASVideoNodePlayerState) -> Void = receiver.videoPlayerNode(_:willChangeVideoNode:toVideoNode:)
  let _: (ASVideoPlayerNode, ASVideoNodePlayerState) -> Bool = receiver.videoPlayerNode(_:shouldChangeVideoNodeStateTo:)
  let _: (ASVideoPlayerNode) -> Void = receiver.videoPlayerNodeDidPlayToEnd(_:)
  let _: (ASVideoPlayerNode, AVPlayerItem) -> Void = receiver.videoPlayerNode(_:didSetCurrent:)
  let _: (ASVideoPlayerNode, TimeInterval) -> Void = receiver.videoPlayerNode(_:didStallAt:)
  let _: (ASVideoPlayerNode) -> Void = receiver.videoPlayerNodeDidStartInitialLoading(_:)
  let _: (ASVideoPlayerNode) -> Void = receiver.videoPlayerNodeDidFinishInitialLoading(_:)
  let _: (ASVideoPlayerNode) -> Void = receiver.videoPlayerNodeDidRecoverFromStall(_:)
}

func uses_ASMapNodeShowAnnotationsOptions() {
  let _: ASMapNodeShowAnnotationsOptions.Type = ASMapNodeShowAnnotationsOptions.self
  let _: ASMapNodeShowAnnotationsOptions = .ignored
  let _: ASMapNodeShowAnnotationsOptions = .zoomed
  let _: ASMapNodeShowAnnotationsOptions = .animated
}

func uses_ASMapNode() {
  let _: ASImageNode.Type = ASMapNode.self
}

func uses_ASMapNode_ASMapNode(_ receiver: ASMapNode) {
  let _: WritableKeyPath<ASMapNode, MKMapSnapshotter.Options> = \ASMapNode.options
  let _: WritableKeyPath<ASMapNode, MKCoordinateRegion> = \ASMapNode.region
  let _: KeyPath<ASMapNode, MKMapView?> = \ASMapNode.mapView
  let _: WritableKeyPath<ASMapNode, Bool> = \ASMapNode.isLiveMap
  let _: WritableKeyPath<ASMapNode, Bool> = \ASMapNode.needsMapReloadOnBoundsChange
  let _: WritableKeyPath<ASMapNode, (any MKMapViewDelegate)?> = \ASMapNode.mapDelegate
  let _: WritableKeyPath<ASMapNode, [any MKAnnotation]> = \ASMapNode.annotations
  let _: WritableKeyPath<ASMapNode, ASMapNodeShowAnnotationsOptions> = \ASMapNode.showAnnotationsOptions
}

func uses_ASCellNodeVisibilityEvent() {
  let _: ASCellNodeVisibilityEvent.Type = ASCellNodeVisibilityEvent.self
  let _: ASCellNodeVisibilityEvent = .visible
  let _: ASCellNodeVisibilityEvent = .visibleRectChanged
  let _: ASCellNodeVisibilityEvent = .invisible
  let _: ASCellNodeVisibilityEvent = .willBeginDragging
  let _: ASCellNodeVisibilityEvent = .didEndDragging
  let _: ASCellNodeVisibilityEvent = .didStopScrolling
}

func uses_ASCellNode() {
  let _: ASDisplayNode.Type = ASCellNode.self
  let _: (@escaping () -> UIViewController, ((ASDisplayNode) -> Void)?) -> ASCellNode = ASCellNode.init(viewControllerBlock:didLoad:)
}

func uses_ASCellNode_ASCellNode(_ receiver: ASCellNode) {
  let _: WritableKeyPath<ASCellNode, Bool> = \ASCellNode.neverShowPlaceholders
  let _: KeyPath<ASCellNode, String?> = \ASCellNode.supplementaryElementKind
  let _: KeyPath<ASCellNode, UICollectionViewLayoutAttributes?> = \ASCellNode.layoutAttributes
  let _: WritableKeyPath<ASCellNode, Bool> = \ASCellNode.isSelected
  let _: WritableKeyPath<ASCellNode, Bool> = \ASCellNode.isHighlighted
  let _: KeyPath<ASCellNode, IndexPath?> = \ASCellNode.indexPath
  let _: WritableKeyPath<ASCellNode, Any?> = \ASCellNode.nodeModel
  let _: (Any) -> Bool = receiver.canUpdate(toNodeModel:)
  let _: KeyPath<ASCellNode, UIViewController?> = \ASCellNode.viewController
  let _: KeyPath<ASCellNode, (any ASRangeManagingNode)?> = \ASCellNode.owningNode
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesBegan(_:with:)
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesMoved(_:with:)
  let _: (Set<UITouch>, UIEvent?) -> Void = receiver.touchesEnded(_:with:)
  let _: (Set<UITouch>?, UIEvent?) -> Void = receiver.touchesCancelled(_:with:)
  let _: (UICollectionViewLayoutAttributes) -> Void = receiver.apply(_:)
  let _: WritableKeyPath<ASCellNode, UITableViewCell.SelectionStyle> = \ASCellNode.selectionStyle
  let _: WritableKeyPath<ASCellNode, UITableViewCell.FocusStyle> = \ASCellNode.focusStyle
  let _: WritableKeyPath<ASCellNode, UIView?> = \ASCellNode.selectedBackgroundView
  let _: WritableKeyPath<ASCellNode, UIView?> = \ASCellNode.backgroundView
  let _: WritableKeyPath<ASCellNode, UITableViewCell.AccessoryType> = \ASCellNode.accessoryType
  let _: WritableKeyPath<ASCellNode, UIEdgeInsets> = \ASCellNode.separatorInset
}

func uses_ASTextCellNode() {
  let _: ASCellNode.Type = ASTextCellNode.self
  let _: ([AnyHashable: Any], UIEdgeInsets) -> ASTextCellNode = ASTextCellNode.init(attributes:insets:)
}

func uses_ASTextCellNode_ASTextCellNode(_ receiver: ASTextCellNode) {
  let _: WritableKeyPath<ASTextCellNode, String?> = \ASTextCellNode.text
  let _: WritableKeyPath<ASTextCellNode, [NSAttributedString.Key: Any]> = \ASTextCellNode.textAttributes
  let _: WritableKeyPath<ASTextCellNode, UIEdgeInsets> = \ASTextCellNode.textInsets
  let _: KeyPath<ASTextCellNode, ASTextNode> = \ASTextCellNode.textNode
}

func uses_ASScrollNode() {
  let _: ASDisplayNode.Type = ASScrollNode.self
}

func uses_ASScrollNode_ASScrollNode(_ receiver: ASScrollNode) {
  let _: KeyPath<ASScrollNode, UIScrollView> = \ASScrollNode.view
  let _: WritableKeyPath<ASScrollNode, Bool> = \ASScrollNode.automaticallyManagesContentSize
  let _: WritableKeyPath<ASScrollNode, ASScrollDirection> = \ASScrollNode.scrollableDirections
}

func uses_ASTableNode() {
  let _: ASDisplayNode.Type = ASTableNode.self
  let _: () -> ASTableNode = ASTableNode.init
  let _: (UITableView.Style) -> ASTableNode = ASTableNode.init(style:)
}

func uses_ASTableNode_ASTableNode(_ receiver: ASTableNode) {
  let _: KeyPath<ASTableNode, ASTableView> = \ASTableNode.view
  let _: WritableKeyPath<ASTableNode, (any ASTableDelegate)?> = \ASTableNode.delegate
  let _: WritableKeyPath<ASTableNode, (any ASTableDataSource)?> = \ASTableNode.dataSource
  let _: WritableKeyPath<ASTableNode, CGFloat> = \ASTableNode.leadingScreensForBatching
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.inverted
  let _: WritableKeyPath<ASTableNode, UIEdgeInsets> = \ASTableNode.contentInset
  let _: WritableKeyPath<ASTableNode, CGPoint> = \ASTableNode.contentOffset
  let _: (CGPoint, Bool) -> Void = receiver.setContentOffset(_:animated:)
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.automaticallyAdjustsContentOffset
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.isPagingEnabled
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.allowsSelection
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.allowsSelectionDuringEditing
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.allowsMultipleSelection
  let _: WritableKeyPath<ASTableNode, Bool> = \ASTableNode.allowsMultipleSelectionDuringEditing
  let _: (ASLayoutRangeType) -> ASRangeTuningParameters = receiver.tuningParameters(for:)
  let _: (ASRangeTuningParameters, ASLayoutRangeType) -> Void = receiver.setTuningParameters(_:for:)
  let _: (ASLayoutRangeMode, ASLayoutRangeType) -> ASRangeTuningParameters = receiver.tuningParameters(for:rangeType:)
  let _: (ASRangeTuningParameters, ASLayoutRangeMode, ASLayoutRangeType) -> Void = receiver.setTuningParameters(_:for:rangeType:)
  let _: (IndexPath, UITableView.ScrollPosition, Bool) -> Void = receiver.scrollToRow(at:at:animated:)
  let _: ((() -> Void)?) -> Void = receiver.reloadData(completion:)
  let _: () -> Void = receiver.reloadData
  let _: () -> Void = receiver.relayoutItems
  let _: (Bool, (() -> Void)?, ((Bool) -> Void)?) -> Void = receiver.performBatch(animated:updates:completion:)
  let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = receiver.performBatchUpdates(_:completion:)
  let _: KeyPath<ASTableNode, Bool> = \ASTableNode.isProcessingUpdates
  let _: (@escaping () -> Void) -> Void = receiver.onDidFinishProcessingUpdates(_:)
  let _: () -> Void = receiver.waitUntilAllUpdatesAreProcessed
  let _: (IndexSet, UITableView.RowAnimation) -> Void = receiver.insertSections(_:with:)
  let _: (IndexSet, UITableView.RowAnimation) -> Void = receiver.deleteSections(_:with:)
  let _: (IndexSet, UITableView.RowAnimation) -> Void = receiver.reloadSections(_:with:)
  let _: (Int, Int) -> Void = receiver.moveSection(_:toSection:)
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = receiver.insertRows(at:with:)
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = receiver.deleteRows(at:with:)
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = receiver.reloadRows(at:with:)
  let _: (IndexPath, IndexPath) -> Void = receiver.moveRow(at:to:)
  let _: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void = receiver.selectRow(at:animated:scrollPosition:)
  let _: (IndexPath, Bool) -> Void = receiver.deselectRow(at:animated:)
  let _: (Int) -> Int = receiver.numberOfRows(inSection:)
  let _: KeyPath<ASTableNode, Int> = \ASTableNode.numberOfSections
  let _: KeyPath<ASTableNode, [ASCellNode]> = \ASTableNode.visibleNodes
  let _: (IndexPath) -> ASCellNode? = receiver.nodeForRow(at:)
  let _: (ASCellNode) -> IndexPath? = receiver.indexPath(for:)
  let _: (IndexPath) -> CGRect = receiver.rectForRow(at:)
  let _: (IndexPath) -> UITableViewCell? = receiver.cellForRow(at:)
  let _: KeyPath<ASTableNode, IndexPath?> = \ASTableNode.indexPathForSelectedRow
  let _: KeyPath<ASTableNode, [IndexPath]?> = \ASTableNode.indexPathsForSelectedRows
  let _: (CGPoint) -> IndexPath? = receiver.indexPathForRow(at:)
  let _: (CGRect) -> [IndexPath]? = receiver.indexPathsForRows(in:)
  let _: () -> [IndexPath] = receiver.indexPathsForVisibleRows
  let _: () -> Void = receiver.waitUntilAllUpdatesAreCommitted
  let _: WritableKeyPath<ASTableNode, (any ASBatchFetchingDelegate)?> = \ASTableNode.batchFetchingDelegate
}

func uses_ASTableDataSource() {
  let _: ASTableDataSource? = nil
}

func uses_ASTableDataSource_any_ASTableDataSource(_ receiver: any ASTableDataSource) {
  let _: (ASTableNode) -> Int = receiver.numberOfSections(in:)
  let _: (ASTableNode, Int) -> Int = receiver.tableNode(_:numberOfRowsInSection:)
  let _: (ASTableNode, IndexPath) -> () -> ASCellNode = receiver.tableNode(_:nodeBlockForRowAt:)
  let _: (ASTableNode, IndexPath) -> ASCellNode = receiver.tableNode(_:nodeForRowAt:)
  let _: (ASTableView, IndexPath) -> ASCellNode = receiver.tableView(_:nodeForRowAt:)
  let _: (ASTableView, IndexPath) -> () -> ASCellNode = receiver.tableView(_:nodeBlockForRowAt:)
  let _: (ASTableView) -> Void = receiver.tableViewLockDataSource(_:)
  let _: (ASTableView) -> Void = receiver.tableViewUnlockDataSource(_:)
  let _: (IndexPath, ASTableNode) -> String? = receiver.modelIdentifierForElement(at:in:)
  let _: (String, ASTableNode) -> IndexPath? = receiver.indexPathForElement(withModelIdentifier:in:)
}

func uses_ASTableDelegate() {
  let _: ASTableDelegate? = nil
}

func uses_ASTableDelegate_any_ASTableDelegate(_ receiver: any ASTableDelegate) {
  let _: (ASTableNode, ASCellNode) -> Void = receiver.tableNode(_:willDisplayRowWith:)
  let _: (ASTableNode, ASCellNode) -> Void = receiver.tableNode(_:didEndDisplayingRowWith:)
  let _: (ASTableNode, IndexPath) -> IndexPath? = receiver.tableNode(_:willSelectRowAt:)
  let _: (ASTableNode, IndexPath) -> Void = receiver.tableNode(_:didSelectRowAt:)
  let _: (ASTableNode, IndexPath) -> IndexPath? = receiver.tableNode(_:willDeselectRowAt:)
  let _: (ASTableNode, IndexPath) -> Void = receiver.tableNode(_:didDeselectRowAt:)
  let _: (ASTableNode, IndexPath) -> Bool = receiver.tableNode(_:shouldHighlightRowAt:)
  let _: (ASTableNode, IndexPath) -> Void = receiver.tableNode(_:didHighlightRowAt:)
  let _: (ASTableNode, IndexPath) -> Void = receiver.tableNode(_:didUnhighlightRowAt:)
  let _: (ASTableNode, IndexPath) -> Bool = receiver.tableNode(_:shouldShowMenuForRowAt:)
  let _: (ASTableNode, Selector, IndexPath, Any?) -> Bool = receiver.tableNode(_:canPerformAction:forRowAt:withSender:)
  let _: (ASTableNode, Selector, IndexPath, Any?) -> Void = receiver.tableNode(_:performAction:forRowAt:withSender:)
  let _: (ASTableNode, IndexPath) -> ASSizeRange = receiver.tableNode(_:constrainedSizeForRowAt:)
  let _: (ASTableNode, ASBatchContext) -> Void = receiver.tableNode(_:willBeginBatchFetchWith:)
  let _: (ASTableNode) -> Bool = receiver.shouldBatchFetch(for:)
  let _: (ASTableView, ASCellNode, IndexPath) -> Void = receiver.tableView(_:willDisplay:forRowAt:)
  let _: (ASTableView, ASCellNode, IndexPath) -> Void = receiver.tableView(_:didEndDisplaying:forRowAt:)
  let _: (ASTableView, ASBatchContext) -> Void = receiver.tableView(_:willBeginBatchFetchWith:)
  let _: (ASTableView) -> Bool = receiver.shouldBatchFetch(for:)
  let _: (ASTableView, IndexPath) -> ASSizeRange = receiver.tableView(_:constrainedSizeForRowAt:)
  let _: (ASTableView, IndexPath) -> Void = receiver.tableView(_:willDisplayNodeForRowAt:)
}

func uses_ASCollectionNode() {
  let _: ASDisplayNode.Type = ASCollectionNode.self
  let _: (UICollectionViewLayout) -> ASCollectionNode = ASCollectionNode.init(collectionViewLayout:)
  let _: (CGRect, UICollectionViewLayout) -> ASCollectionNode = ASCollectionNode.init(frame:collectionViewLayout:)
  let _: (CGRect, UICollectionViewLayout, (any ASCollectionViewLayoutFacilitatorProtocol)?) -> ASCollectionNode = ASCollectionNode.init(frame:collectionViewLayout:layoutFacilitator:)
  let _: (any ASCollectionLayoutDelegate, (any ASCollectionViewLayoutFacilitatorProtocol)?) -> ASCollectionNode = ASCollectionNode.init(layoutDelegate:layoutFacilitator:)
}

func uses_ASCollectionNode_ASCollectionNode(_ receiver: ASCollectionNode) {
  let _: KeyPath<ASCollectionNode, ASCollectionView> = \ASCollectionNode.view
  let _: WritableKeyPath<ASCollectionNode, (any ASCollectionDelegate)?> = \ASCollectionNode.delegate
  let _: WritableKeyPath<ASCollectionNode, (any ASCollectionDataSource)?> = \ASCollectionNode.dataSource
  let _: WritableKeyPath<ASCollectionNode, CGFloat> = \ASCollectionNode.leadingScreensForBatching
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.inverted
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.allowsSelection
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.allowsMultipleSelection
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.alwaysBounceVertical
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.alwaysBounceHorizontal
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.showsVerticalScrollIndicator
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.showsHorizontalScrollIndicator
  let _: WritableKeyPath<ASCollectionNode, Bool> = \ASCollectionNode.isPagingEnabled
  let _: WritableKeyPath<ASCollectionNode, UICollectionViewLayout> = \ASCollectionNode.collectionViewLayout
  let _: WritableKeyPath<ASCollectionNode, (any ASCollectionViewLayoutInspecting)?> = \ASCollectionNode.layoutInspector
  let _: WritableKeyPath<ASCollectionNode, UIEdgeInsets> = \ASCollectionNode.contentInset
  let _: WritableKeyPath<ASCollectionNode, CGPoint> = \ASCollectionNode.contentOffset
  let _: (CGPoint, Bool) -> Void = receiver.setContentOffset(_:animated:)
  let _: (ASLayoutRangeType) -> ASRangeTuningParameters = receiver.tuningParameters(for:)
  let _: (ASRangeTuningParameters, ASLayoutRangeType) -> Void = receiver.setTuningParameters(_:for:)
  let _: (ASLayoutRangeMode, ASLayoutRangeType) -> ASRangeTuningParameters = receiver.tuningParameters(for:rangeType:)
  let _: (ASRangeTuningParameters, ASLayoutRangeMode, ASLayoutRangeType) -> Void = receiver.setTuningParameters(_:for:rangeType:)
  let _: (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void = receiver.scrollToItem(at:at:animated:)
  let _: KeyPath<ASCollectionNode, ASScrollDirection> = \ASCollectionNode.scrollDirection
  let _: KeyPath<ASCollectionNode, ASScrollDirection> = \ASCollectionNode.scrollableDirections
  let _: (String) -> Void = receiver.registerSupplementaryNode(ofKind:)
  let _: (Bool, (() -> Void)?, ((Bool) -> Void)?) -> Void = receiver.performBatch(animated:updates:completion:)
  let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = receiver.performBatchUpdates(_:completion:)
  let _: KeyPath<ASCollectionNode, Bool> = \ASCollectionNode.isProcessingUpdates
  let _: (@escaping () -> Void) -> Void = receiver.onDidFinishProcessingUpdates(_:)
  let _: () -> Void = receiver.waitUntilAllUpdatesAreProcessed
  let _: (IndexSet) -> Void = receiver.insertSections(_:)
  let _: (IndexSet) -> Void = receiver.deleteSections(_:)
  let _: (IndexSet) -> Void = receiver.reloadSections(_:)
  let _: (Int, Int) -> Void = receiver.moveSection(_:toSection:)
  let _: ([IndexPath]) -> Void = receiver.insertItems(at:)
  let _: ([IndexPath]) -> Void = receiver.deleteItems(at:)
  let _: ([IndexPath]) -> Void = receiver.reloadItems(at:)
  let _: (IndexPath, IndexPath) -> Void = receiver.moveItem(at:to:)
  let _: ((() -> Void)?) -> Void = receiver.reloadData(completion:)
  let _: () -> Void = receiver.reloadData
  let _: () -> Void = receiver.relayoutItems
  let _: KeyPath<ASCollectionNode, [IndexPath]?> = \ASCollectionNode.indexPathsForSelectedItems
  let _: (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void = receiver.selectItem(at:animated:scrollPosition:)
  let _: (IndexPath, Bool) -> Void = receiver.deselectItem(at:animated:)
  let _: (Int) -> Int = receiver.numberOfItems(inSection:)
  let _: KeyPath<ASCollectionNode, Int> = \ASCollectionNode.numberOfSections
  let _: KeyPath<ASCollectionNode, [ASCellNode]> = \ASCollectionNode.visibleNodes
  let _: (IndexPath) -> ASCellNode? = receiver.nodeForItem(at:)
  let _: (IndexPath) -> Any? = receiver.nodeModelForItem(at:)
  let _: (ASCellNode) -> IndexPath? = receiver.indexPath(for:)
  let _: KeyPath<ASCollectionNode, [IndexPath]> = \ASCollectionNode.indexPathsForVisibleItems
  let _: (CGPoint) -> IndexPath? = receiver.indexPathForItem(at:)
  let _: (IndexPath) -> UICollectionViewCell? = receiver.cellForItem(at:)
  let _: (Int) -> (any ASSectionContext)? = receiver.context(forSection:)
  let _: () -> Void = receiver.waitUntilAllUpdatesAreCommitted
  let _: WritableKeyPath<ASCollectionNode, AnyClass?> = \ASCollectionNode.collectionViewClass
  let _: KeyPath<ASCollectionNode, ASElementMap> = \ASCollectionNode.visibleElements
  let _: KeyPath<ASCollectionNode, (any ASCollectionLayoutDelegate)?> = \ASCollectionNode.layoutDelegate
  let _: WritableKeyPath<ASCollectionNode, (any ASBatchFetchingDelegate)?> = \ASCollectionNode.batchFetchingDelegate
  let _: WritableKeyPath<ASCollectionNode, ASCellLayoutMode> = \ASCollectionNode.cellLayoutMode
  let _: KeyPath<ASCollectionNode, Bool> = \ASCollectionNode.isSynchronized
  let _: (@escaping () -> Void) -> Void = receiver.onDidFinishSynchronizing(_:)
  let _: () -> Void = receiver.beginUpdates
  let _: (Bool) -> Void = receiver.endUpdatesAnimated(_:)
  let _: (Bool, ((Bool) -> Void)?) -> Void = receiver.endUpdatesAnimated(_:completion:)
}

func uses_ASCollectionDataSource() {
  let _: ASCollectionDataSource? = nil
}

func uses_ASCollectionDataSource_any_ASCollectionDataSource(_ receiver: any ASCollectionDataSource) {
  let _: (ASCollectionNode, Int) -> Int = receiver.collectionNode(_:numberOfItemsInSection:)
  let _: (ASCollectionNode) -> Int = receiver.numberOfSections(in:)
  let _: (ASCollectionNode, IndexPath) -> Any? = receiver.collectionNode(_:nodeModelForItemAt:)
  let _: (ASCollectionNode, IndexPath) -> () -> ASCellNode = receiver.collectionNode(_:nodeBlockForItemAt:)
  let _: (ASCollectionNode, IndexPath) -> ASCellNode = receiver.collectionNode(_:nodeForItemAt:)
  let _: (ASCollectionNode, String, IndexPath) -> () -> ASCellNode = receiver.collectionNode(_:nodeBlockForSupplementaryElementOfKind:at:)
  let _: (ASCollectionNode, String, IndexPath) -> ASCellNode = receiver.collectionNode(_:nodeForSupplementaryElementOfKind:at:)
  let _: (ASCollectionNode, Int) -> (any ASSectionContext)? = receiver.collectionNode(_:contextForSection:)
  let _: (ASCollectionNode, Int) -> [String] = receiver.collectionNode(_:supplementaryElementKindsInSection:)
  let _: (ASCollectionNode, ASCellNode) -> Bool = receiver.collectionNode(_:canMoveItemWith:)
  let _: (ASCollectionNode, IndexPath, IndexPath) -> Void = receiver.collectionNode(_:moveItemAt:to:)
  let _: (IndexPath, ASCollectionNode) -> String? = receiver.modelIdentifierForElement(at:in:)
  let _: (String, ASCollectionNode) -> IndexPath? = receiver.indexPathForElement(withModelIdentifier:in:)
  let _: (ASCollectionView, IndexPath) -> ASCellNode = receiver.collectionView(_:nodeForItemAt:)
  let _: (ASCollectionView, IndexPath) -> () -> ASCellNode = receiver.collectionView(_:nodeBlockForItemAt:)
  let _: (ASCollectionView, String, IndexPath) -> ASCellNode = receiver.collectionView(_:nodeForSupplementaryElementOfKind:at:)
  let _: (ASCollectionView) -> Void = receiver.collectionViewLockDataSource(_:)
  let _: (ASCollectionView) -> Void = receiver.collectionViewUnlockDataSource(_:)
}

func uses_ASCollectionDelegate() {
  let _: ASCollectionDelegate? = nil
}

func uses_ASCollectionDelegate_any_ASCollectionDelegate(_ receiver: any ASCollectionDelegate) {
  let _: (ASCollectionNode, IndexPath) -> ASSizeRange = receiver.collectionNode(_:constrainedSizeForItemAt:)
  let _: (ASCollectionNode, ASCellNode) -> Void = receiver.collectionNode(_:willDisplayItemWith:)
  let _: (ASCollectionNode, ASCellNode) -> Void = receiver.collectionNode(_:didEndDisplayingItemWith:)
  let _: (ASCollectionNode, ASCellNode) -> Void = receiver.collectionNode(_:willDisplaySupplementaryElementWith:)
  let _: (ASCollectionNode, ASCellNode) -> Void = receiver.collectionNode(_:didEndDisplayingSupplementaryElementWith:)
  let _: (ASCollectionNode, IndexPath) -> Bool = receiver.collectionNode(_:shouldHighlightItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Void = receiver.collectionNode(_:didHighlightItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Void = receiver.collectionNode(_:didUnhighlightItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Bool = receiver.collectionNode(_:shouldSelectItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Bool = receiver.collectionNode(_:shouldDeselectItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Void = receiver.collectionNode(_:didSelectItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Void = receiver.collectionNode(_:didDeselectItemAt:)
  let _: (ASCollectionNode, IndexPath) -> Bool = receiver.collectionNode(_:shouldShowMenuForItemAt:)
  let _: (ASCollectionNode, Selector, IndexPath, Any?) -> Bool = receiver.collectionNode(_:canPerformAction:forItemAt:sender:)
  let _: (ASCollectionNode, Selector, IndexPath, Any?) -> Void = receiver.collectionNode(_:performAction:forItemAt:sender:)
  let _: (ASCollectionNode, ASBatchContext) -> Void = receiver.collectionNode(_:willBeginBatchFetchWith:)
  let _: (ASCollectionNode) -> Bool = receiver.shouldBatchFetch(for:)
  let _: (ASCollectionView, IndexPath) -> ASSizeRange = receiver.collectionView(_:constrainedSizeForNodeAt:)
  let _: (ASCollectionView, ASCellNode, IndexPath) -> Void = receiver.collectionView(_:willDisplay:forItemAt:)
  let _: (ASCollectionView, ASCellNode, IndexPath) -> Void = receiver.collectionView(_:didEndDisplaying:forItemAt:)
  let _: (ASCollectionView, ASBatchContext) -> Void = receiver.collectionView(_:willBeginBatchFetchWith:)
  let _: (ASCollectionView) -> Bool = receiver.shouldBatchFetch(for:)
  let _: (ASCollectionView, IndexPath) -> Void = receiver.collectionView(_:willDisplayNodeForItemAt:)
}

func uses_ASCollectionDataSourceInterop() {
  let _: ASCollectionDataSourceInterop? = nil
}

func uses_ASCollectionDataSourceInterop_any_ASCollectionDataSourceInterop(_ receiver: any ASCollectionDataSourceInterop) {
  let _: (UICollectionView, IndexPath) -> UICollectionViewCell = receiver.collectionView(_:cellForItemAt:)
  let _: (UICollectionView, String, IndexPath) -> UICollectionReusableView = receiver.collectionView(_:viewForSupplementaryElementOfKind:at:)
}

func uses_ASCollectionDataSourceInterop_any_ASCollectionDataSourceInterop_Type(_ receiver: any ASCollectionDataSourceInterop.Type) {
  let _: Bool = receiver.dequeuesCellsForNodeBackedItems
}

func uses_ASCollectionDelegateInterop() {
  let _: ASCollectionDelegateInterop? = nil
}

func uses_ASCollectionDelegateInterop_any_ASCollectionDelegateInterop(_ receiver: any ASCollectionDelegateInterop) {
  let _: (UICollectionView, UICollectionViewCell, IndexPath) -> Void = receiver.collectionView(_:willDisplay:forItemAt:)
  let _: (UICollectionView, UICollectionViewCell, IndexPath) -> Void = receiver.collectionView(_:didEndDisplaying:forItemAt:)
  let _: (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void = receiver.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
  let _: (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void = receiver.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
}

func uses_ASPagerDataSource() {
  let _: ASPagerDataSource? = nil
}

func uses_ASPagerDataSource_any_ASPagerDataSource(_ receiver: any ASPagerDataSource) {
  let _: (ASPagerNode) -> Int = receiver.numberOfPages(in:)
  let _: (ASPagerNode, Int) -> ASCellNode = receiver.pagerNode(_:nodeAt:)
  let _: (ASPagerNode, Int) -> () -> ASCellNode = receiver.pagerNode(_:nodeBlockAt:)
}

func uses_ASPagerDelegate() {
  let _: ASPagerDelegate? = nil
}

func uses_ASPagerNode() {
  let _: ASCollectionNode.Type = ASPagerNode.self
  let _: () -> ASPagerNode = ASPagerNode.init
  let _: (ASPagerFlowLayout) -> ASPagerNode = ASPagerNode.init(collectionViewLayout:)
  let _: () -> ASPagerNode = ASPagerNode.init
}

func uses_ASPagerNode_ASPagerNode(_ receiver: ASPagerNode) {
  let _: ((any ASPagerDataSource)?) -> Void = receiver.setDataSource(_:)
  let _: ((any ASPagerDelegate)?) -> Void = receiver.setDelegate(_:)
  let _: KeyPath<ASPagerNode, ASCollectionView> = \ASPagerNode.view
  let _: KeyPath<ASPagerNode, Int> = \ASPagerNode.currentPageIndex
  let _: (Int, Bool) -> Void = receiver.scrollToPage(at:animated:)
  let _: (Int) -> ASCellNode = receiver.nodeForPage(at:)
  let _: (ASCellNode) -> Int = receiver.indexOfPage(with:)
  let _: WritableKeyPath<ASPagerNode, Bool> = \ASPagerNode.allowsAutomaticInsetsAdjustment
}

func uses_ASNodeController() {
  let _: ASNodeController<ASDisplayNode>.Type = ASNodeController<ASDisplayNode>.self
}

func uses_ASNodeController_ASNodeController_ASDisplayNode_(_ receiver: ASNodeController<ASDisplayNode>) {
  let _: WritableKeyPath<ASNodeController<ASDisplayNode>, Bool> = \ASNodeController<ASDisplayNode>.shouldInvertStrongReference
  let _: () -> Void = receiver.loadNode
  let _: () -> Void = receiver.nodeDidLoad
  let _: () -> Void = receiver.nodeDidLayout
  let _: (ASSizeRange) -> Void = receiver.nodeWillCalculateLayout(_:)
  let _: () -> Void = receiver.didEnterVisibleState
  let _: () -> Void = receiver.didExitVisibleState
  let _: () -> Void = receiver.didEnterDisplayState
  let _: () -> Void = receiver.didExitDisplayState
  let _: () -> Void = receiver.didEnterPreloadState
  let _: () -> Void = receiver.didExitPreloadState
  let _: (ASInterfaceState, ASInterfaceState) -> Void = receiver.interfaceStateDidChange(_:from:)
  let _: () -> Void = receiver.hierarchyDisplayDidFinish
  let _: () -> Void = receiver.didEnterHierarchy
  let _: () -> Void = receiver.didExitHierarchy
}

func uses_constants() {
  let _: String = ASTransitionContextFromLayoutKey
  let _: String = ASTransitionContextToLayoutKey
  let _: ASDimension = ASDimensionAuto
  let _: ASLayoutSize = ASLayoutSizeAuto
  let _: ASSizeRange = ASSizeRangeZero
  let _: ASSizeRange = ASSizeRangeUnconstrained
  let _: CGPoint = ASPointNull
  let _: String? = ASLayoutElementStyleWidthProperty
  let _: String? = ASLayoutElementStyleMinWidthProperty
  let _: String? = ASLayoutElementStyleMaxWidthProperty
  let _: String? = ASLayoutElementStyleHeightProperty
  let _: String? = ASLayoutElementStyleMinHeightProperty
  let _: String? = ASLayoutElementStyleMaxHeightProperty
  let _: String? = ASLayoutElementStyleSpacingBeforeProperty
  let _: String? = ASLayoutElementStyleSpacingAfterProperty
  let _: String? = ASLayoutElementStyleFlexGrowProperty
  let _: String? = ASLayoutElementStyleFlexShrinkProperty
  let _: String? = ASLayoutElementStyleFlexBasisProperty
  let _: String? = ASLayoutElementStyleAlignSelfProperty
  let _: String? = ASLayoutElementStyleAscenderProperty
  let _: String? = ASLayoutElementStyleDescenderProperty
  let _: String? = ASLayoutElementStyleLayoutPositionProperty
}

func uses_ASContextTransitioning() {
  let _: ASContextTransitioning? = nil
}

func uses_ASContextTransitioning_any_ASContextTransitioning(_ receiver: any ASContextTransitioning) {
  let _: () -> Bool = receiver.isAnimated
  let _: (String) -> ASLayout? = receiver.layout(forKey:)
  let _: (String) -> ASSizeRange = receiver.constrainedSize(forKey:)
  let _: (String) -> [ASDisplayNode] = receiver.subnodes(forKey:)
  let _: () -> [ASDisplayNode] = receiver.insertedSubnodes
  let _: () -> [ASDisplayNode] = receiver.removedSubnodes
  let _: (ASDisplayNode) -> CGRect = receiver.initialFrame(for:)
  let _: (ASDisplayNode) -> CGRect = receiver.finalFrame(for:)
  let _: (Bool) -> Void = receiver.completeTransition(_:)
}

func uses_ASCellNodeBlock() {
  let _: (() -> ASCellNode).Type = ASCellNodeBlock.self
}

func uses_asdisplaynode_iscancelled_block_t() {
  let _: (() -> Bool).Type = asdisplaynode_iscancelled_block_t.self
}

func uses_ASBatchContext() {
  let _: ASBatchContext.Type = ASBatchContext.self
}

func uses_ASBatchContext_ASBatchContext(_ receiver: ASBatchContext) {
  let _: () -> Bool = receiver.isFetching
  let _: (Bool) -> Void = receiver.completeBatchFetching(_:)
  let _: () -> Bool = receiver.batchFetchingWasCancelled
  let _: () -> Void = receiver.cancelBatchFetching
  let _: () -> Void = receiver.beginBatchFetching
}

func uses_ASScrollDirection() {
  let _: ASScrollDirection.Type = ASScrollDirection.self
  let _: ASScrollDirection = .none
  let _: ASScrollDirection = .right
  let _: ASScrollDirection = .left
  let _: ASScrollDirection = .up
  let _: ASScrollDirection = .down
}

func uses_ASAbsoluteLayoutElement() {
  let _: ASAbsoluteLayoutElement? = nil
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
  let _: ([any ASLayoutElement]) -> ASAbsoluteLayoutSpec = ASAbsoluteLayoutSpec.init(children:)
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
  let _: ASCenterLayoutSpecCenteringOptions = .X
  let _: ASCenterLayoutSpecCenteringOptions = .Y
  let _: ASCenterLayoutSpecCenteringOptions = .XY
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

func uses_ASInsetLayoutSpec() {
  let _: ASLayoutSpec.Type = ASInsetLayoutSpec.self
  let _: (UIEdgeInsets, any ASLayoutElement) -> ASInsetLayoutSpec = ASInsetLayoutSpec.init(insets:child:)
}

func uses_ASInsetLayoutSpec_ASInsetLayoutSpec(_ receiver: ASInsetLayoutSpec) {
  let _: WritableKeyPath<ASInsetLayoutSpec, UIEdgeInsets> = \ASInsetLayoutSpec.insets
}

func uses_ASLayout() {
  let _: ASLayout.Type = ASLayout.self
  let _: (any ASLayoutElement, CGSize, CGPoint, [ASLayout]?) -> ASLayout = ASLayout.init(layoutElement:size:position:sublayouts:)
  let _: (any ASLayoutElement, CGSize, CGPoint, [ASLayout]?) -> ASLayout = ASLayout.init(layoutElement:size:position:sublayouts:)
  let _: (any ASLayoutElement, CGSize, [ASLayout]?) -> ASLayout = ASLayout.init(layoutElement:size:sublayouts:)
  let _: (any ASLayoutElement, CGSize) -> ASLayout = ASLayout.init(layoutElement:size:)
  do { let value: Bool = ASLayout.shouldRetainSublayoutLayoutElements; ASLayout.shouldRetainSublayoutLayoutElements = value }
}

func uses_ASLayout_ASLayout(_ receiver: ASLayout) {
  let _: KeyPath<ASLayout, any ASLayoutElement> = \ASLayout.layoutElement
  let _: KeyPath<ASLayout, ASLayoutElementType> = \ASLayout.type
  let _: KeyPath<ASLayout, CGSize> = \ASLayout.size
  let _: KeyPath<ASLayout, CGPoint> = \ASLayout.position
  let _: KeyPath<ASLayout, [ASLayout]> = \ASLayout.sublayouts
  let _: (any ASLayoutElement) -> CGRect = receiver.frame(for:)
  let _: KeyPath<ASLayout, CGRect> = \ASLayout.frame
  let _: () -> ASLayout = receiver.filteredNodeLayoutTree
  let _: () -> String = receiver.recursiveDescription
}

func uses_ASLayoutElementType() {
  let _: ASLayoutElementType.Type = ASLayoutElementType.self
  let _: ASLayoutElementType = .layoutSpec
  let _: ASLayoutElementType = .displayNode
}

func uses_ASLayoutElement() {
  let _: ASLayoutElement? = nil
}

func uses_ASLayoutElement_ASDisplayNode(_ receiver: ASDisplayNode) {
  let _: KeyPath<ASDisplayNode, ASLayoutElementType> = \ASDisplayNode.layoutElementType
  let _: KeyPath<ASDisplayNode, ASLayoutElementStyle> = \ASDisplayNode.style
  let _: () -> [any ASLayoutElement]? = receiver.sublayoutElements
  let _: (ASSizeRange) -> ASLayout = receiver.layoutThatFits(_:)
  let _: (ASSizeRange, CGSize) -> ASLayout = receiver.layoutThatFits(_:parent:)
  let _: (ASSizeRange) -> ASLayout = receiver.calculateLayoutThatFits(_:)
  let _: (ASSizeRange, ASLayoutElementSize, CGSize) -> ASLayout = receiver.calculateLayoutThatFits(_:restrictedTo:relativeToParent:)
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

func uses_ASLayoutElementStylability() {
  let _: ASLayoutElementStylability? = nil
}

func uses_ASLayoutElementStylability_ASDisplayNode(_ receiver: ASDisplayNode) {
  let _: ((inout ASLayoutElementStyle) -> Void) -> ASDisplayNode = receiver.styled(with:)
}

func uses_ASLayoutSpec() {
  let _: ASLayoutSpec.Type = ASLayoutSpec.self
}

func uses_ASLayoutSpec_ASLayoutSpec(_ receiver: ASLayoutSpec) {
  let _: WritableKeyPath<ASLayoutSpec, Bool> = \ASLayoutSpec.isMutable
  let _: WritableKeyPath<ASLayoutSpec, (any ASLayoutElement)?> = \ASLayoutSpec.child
  let _: WritableKeyPath<ASLayoutSpec, [any ASLayoutElement]?> = \ASLayoutSpec.children
}

func uses_ASWrapperLayoutSpec() {
  let _: ASLayoutSpec.Type = ASWrapperLayoutSpec.self
  let _: (any ASLayoutElement) -> ASWrapperLayoutSpec = ASWrapperLayoutSpec.wrapper(with:)
  let _: ([any ASLayoutElement]) -> ASWrapperLayoutSpec = ASWrapperLayoutSpec.wrapper(layoutElements:)
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
  let _: (ASRelativeLayoutSpecPosition, ASRelativeLayoutSpecPosition, ASRelativeLayoutSpecSizingOption, any ASLayoutElement) -> ASRelativeLayoutSpec = ASRelativeLayoutSpec.relativePositionLayoutSpec(horizontal:vertical:sizing:child:)
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
  let _: ASHorizontalAlignment = .none
  let _: ASHorizontalAlignment = .left
  let _: ASHorizontalAlignment = .middle
  let _: ASHorizontalAlignment = .right
  let _: ASHorizontalAlignment = .ASAlignmentLeft
  let _: ASHorizontalAlignment = .ASAlignmentMiddle
  let _: ASHorizontalAlignment = .ASAlignmentRight
}

func uses_ASVerticalAlignment() {
  let _: ASVerticalAlignment.Type = ASVerticalAlignment.self
  let _: ASVerticalAlignment = .none
  let _: ASVerticalAlignment = .top
  let _: ASVerticalAlignment = .center
  let _: ASVerticalAlignment = .bottom
  let _: ASVerticalAlignment = .ASAlignmentTop
  let _: ASVerticalAlignment = .ASAlignmentCenter
  let _: ASVerticalAlignment = .ASAlignmentBottom
}

func uses_ASStackLayoutElement() {
  let _: ASStackLayoutElement? = nil
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
  let _: () -> ASStackLayoutSpec = ASStackLayoutSpec.init
  let _: (ASStackLayoutDirection, CGFloat, ASStackLayoutJustifyContent, ASStackLayoutAlignItems, [any ASLayoutElement]) -> ASStackLayoutSpec = ASStackLayoutSpec.init(direction:spacing:justifyContent:alignItems:children:)
  let _: (ASStackLayoutDirection, CGFloat, ASStackLayoutJustifyContent, ASStackLayoutAlignItems, ASStackLayoutFlexWrap, ASStackLayoutAlignContent, [any ASLayoutElement]) -> ASStackLayoutSpec = ASStackLayoutSpec.init(direction:spacing:justifyContent:alignItems:flexWrap:alignContent:children:)
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
