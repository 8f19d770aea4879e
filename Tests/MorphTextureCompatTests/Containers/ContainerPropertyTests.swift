import MorphTextureCompat
import Testing

/// Reads the properties Texture's lists and cells keep without a layout effect.
private final class Inspector: NSObject, ASCollectionViewLayoutInspecting, ASBatchFetchingDelegate {
  func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath
  ) -> ASSizeRange { ASSizeRangeZero }
  func scrollableDirections() -> ASScrollDirection { ASScrollDirectionVerticalDirections }
  func shouldFetchBatch(withRemainingTime remainingTime: TimeInterval, hint: Bool) -> Bool { hint }
}

@Suite struct ContainerPropertyTests {
  @Test func rangeTuningStartsAtTexturesDefaultsAndRoundTrips() {
    let table = ASTableNode()
    #expect(
      table.tuningParameters(for: .display)
        == ASRangeTuningParameters(
          leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 0.5))
    #expect(
      table.tuningParameters(for: .minimum, rangeType: .preload)
        == ASRangeTuningParameters(
          leadingBufferScreenfuls: 0.5, trailingBufferScreenfuls: 0.25))
    #expect(
      ASPagerNode().tuningParameters(for: .preload)
        == ASRangeTuningParameters(
          leadingBufferScreenfuls: 2, trailingBufferScreenfuls: 2))
    let tuned = ASRangeTuningParameters(leadingBufferScreenfuls: 3, trailingBufferScreenfuls: 1)
    table.setTuningParameters(tuned, for: .preload)
    table.setTuningParameters(ASRangeTuningParametersZero, for: .lowMemory, rangeType: .display)
    #expect(table.tuningParameters(for: .preload) == tuned)
    #expect(table.tuningParameters(for: .full, rangeType: .preload) == tuned)
    #expect(
      ASRangeTuningParametersEqualToRangeTuningParameters(
        table.tuningParameters(for: .lowMemory, rangeType: .display), ASRangeTuningParametersZero))
  }

  @Test func scrollViewFlagsRoundTrip() {
    let table = ASTableNode()
    #expect(table.leadingScreensForBatching == 2)
    table.leadingScreensForBatching = 3
    table.isPagingEnabled = true
    table.automaticallyAdjustsContentOffset = true
    table.allowsSelectionDuringEditing = true
    table.allowsMultipleSelectionDuringEditing = true
    #expect(table.leadingScreensForBatching == 3 && table.isPagingEnabled && table.automaticallyAdjustsContentOffset)
    #expect(table.allowsSelectionDuringEditing && table.allowsMultipleSelectionDuringEditing)
    table.inverted = true
    #expect(table.inverted)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("inverted lists fill from the bottom") })
    table.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(table.contentOffset == CGPoint(x: 0, y: 30))
    #expect(!table.isProcessingUpdates)
    var ran = false
    table.onDidFinishProcessingUpdates { ran = true }
    #expect(ran)

    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.alwaysBounceVertical = true
    collection.alwaysBounceHorizontal = true
    collection.showsVerticalScrollIndicator = false
    collection.showsHorizontalScrollIndicator = false
    collection.cellLayoutMode = [.alwaysSync, .alwaysReloadData]
    #expect(collection.alwaysBounceVertical && collection.alwaysBounceHorizontal)
    #expect(!collection.showsVerticalScrollIndicator && !collection.showsHorizontalScrollIndicator)
    #expect(collection.cellLayoutMode == [.alwaysSync, .alwaysReloadData])
    let inspector = Inspector()
    collection.layoutInspector = inspector
    collection.batchFetchingDelegate = inspector
    #expect(collection.layoutInspector === inspector)
    #expect(collection.batchFetchingDelegate === inspector)
    let pager = ASPagerNode()
    pager.allowsAutomaticInsetsAdjustment = true
    #expect(pager.allowsAutomaticInsetsAdjustment)
  }

  @Test func cellPassthroughsRoundTrip() {
    let cell = ASCellNode()
    cell.selectionStyle = .none
    cell.focusStyle = .custom
    cell.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    cell.accessoryType = .disclosureIndicator
    cell.neverShowPlaceholders = true
    let background = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = background
    cell.nodeModel = 7
    #expect(cell.selectionStyle == .none && cell.focusStyle == .custom)
    #expect(cell.separatorInset.left == 16 && cell.accessoryType == .disclosureIndicator && cell.neverShowPlaceholders)
    #expect(cell.backgroundView === background && cell.selectedBackgroundView === background)
    #expect(cell.nodeModel as? Int == 7)
    #expect(cell.indexPath == nil && cell.owningNode == nil && cell.supplementaryElementKind == nil)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("accessories are drawn only on a device") })
  }
}
