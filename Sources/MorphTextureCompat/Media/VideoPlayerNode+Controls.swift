import Foundation
import MorphLayout

// The controls of a video player node, made as Texture makes them when the node loads: the nodes, their
// sizes and their look (from the delegate, else Texture's white controls and 12-point labels).
extension ASVideoPlayerNode {
  /// The delegate, or a stand-in with every default where there is none.
  private var controlsDelegate: any ASVideoPlayerNodeDelegate { delegate ?? DefaultVideoPlayerNodeDelegate.shared }

  /// The control of `type`, if made.
  func control(_ type: ASVideoPlayerNodeControlType) -> Any? { controls[type.rawValue] }

  /// Makes the needed default controls and the delegate's custom ones and adds them as subnodes, unless
  /// the controls are disabled.
  func createControls() {
    guard !controlsDisabled else { return }
    let needed = controlsDelegate.videoPlayerNodeNeededDefaultControls(self).compactMap { value in
      ((value as? Int) ?? (value as? NSNumber)?.intValue).flatMap(ASVideoPlayerNodeControlType.init(rawValue:))
    }
    for type in needed {
      let made = control(type) ?? makeControl(type)
      controls[type.rawValue] = made
      if let node = made as? ASDisplayNode, node.supernode !== self { addSubnode(node) }
    }
    for (key, value) in controlsDelegate.videoPlayerNodeCustomControls(self) {
      guard let node = value as? ASDisplayNode else { continue }
      controls[key] = node
      addSubnode(node)
    }
    setNeedsLayout()
  }

  /// Removes every control made.
  func removeControls() {
    let removed = controls.values
    controls.removeAll()
    for case let node as ASDisplayNode in removed { node.removeFromSupernode() }
  }

  /// A new control of `type`, as Texture makes it.
  private func makeControl(_ type: ASVideoPlayerNodeControlType) -> Any {
    switch type {
    case .playbackButton:
      let button = DefaultPlaybackButtonNode()
      button.style.preferredSize = CGSize(width: 16, height: 22)
      button.tintColor = controlsDelegate.videoPlayerNodePlaybackButtonTint(self)
      if videoNode.playerState == .playing { button.buttonType = .pause }
      return button
    case .elapsedText, .durationText:
      let label = ASTextNode()
      label.truncationMode = .byClipping
      label.attributedText = timeLabelText(
        type == .durationText ? timeString(for: duration, type: type) : "00:00", type: type)
      return label
    case .scrubber:
      let scrubber = ASDisplayNode(viewBlock: { [unowned self] in self.makeSlider() })
      scrubber.style.flexShrink = 1
      return scrubber
    case .fullScreenButton:
      let button = ASButtonNode()
      button.style.preferredSize = CGSize(width: 16, height: 22)
      let image = controlsDelegate.videoPlayerNodeFullScreenButtonImage(self)
      if image !== VideoPlayerNodeUnset.image { button.setImage(image, for: .normal) }
      return button
    case .flexGrowSpacer:
      let spacer = ASStackLayoutSpec()
      spacer.style.flexGrow = 1
      return spacer
    }
  }

  /// The scrubber's slider, 0…1, with the delegate's colors and thumb image where it gives them.
  private func makeSlider() -> UISlider {
    let slider = UISlider(frame: .zero)
    slider.minimumValue = 0
    slider.maximumValue = 1
    let delegate = controlsDelegate
    let minimum = delegate.videoPlayerNodeScrubberMinimumTrackTint(self)
    if minimum !== VideoPlayerNodeUnset.color { slider.minimumTrackTintColor = minimum }
    let maximum = delegate.videoPlayerNodeScrubberMaximumTrackTint(self)
    if maximum !== VideoPlayerNodeUnset.color { slider.maximumTrackTintColor = maximum }
    let thumb = delegate.videoPlayerNodeScrubberThumbTint(self)
    if thumb !== VideoPlayerNodeUnset.color { slider.thumbTintColor = thumb }
    let thumbImage = delegate.videoPlayerNodeScrubberThumbImage(self)
    if thumbImage !== VideoPlayerNodeUnset.image { slider.setThumbImage(thumbImage, for: .normal) }
    return slider
  }

  // MARK: - Time labels

  /// `seconds` as Texture's default time text: `mm:ss`, or `h:mm:ss` from an hour on; `00:00` for a
  /// time that is not a number of seconds.
  static func timeString(for time: CMTime) -> String {
    let seconds = time.seconds
    let total = seconds.isFinite && seconds > 0 ? Int(seconds) : 0
    let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
    return "\(twoDigits(minutes)):\(twoDigits(rest))"
  }

  /// The text of a time label for `time`: `00:00` for an invalid time, else the delegate's.
  private func timeString(for time: CMTime, type: ASVideoPlayerNodeControlType) -> String {
    guard time.isValid else { return "00:00" }
    return controlsDelegate.videoPlayerNode(self, timeStringForTimeLabel: type, for: time)
  }

  /// `string` with the delegate's time label attributes.
  private func timeLabelText(_ string: String, type: ASVideoPlayerNodeControlType) -> NSAttributedString {
    let attributes = controlsDelegate.videoPlayerNodeTimeLabelAttributes(self, timeLabel: type)
    var keyed: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes {
      if let key = key.base as? NSAttributedString.Key {
        keyed[key] = value
      } else if let name = key.base as? String {
        keyed[NSAttributedString.Key(name)] = value
      }
    }
    return NSAttributedString(string: string, attributes: keyed)
  }

  /// Shows the duration in the duration label.
  func updateDurationTimeLabel() {
    guard let label = control(.durationText) as? ASTextNode else { return }
    label.attributedText = timeLabelText(timeString(for: duration, type: .durationText), type: .durationText)
  }

  /// Shows `seconds` in the elapsed label.
  func updateElapsedTimeLabel(seconds: Double) {
    guard let label = control(.elapsedText) as? ASTextNode else { return }
    let time = CMTime(seconds: seconds, preferredTimescale: videoNode.periodicTimeObserverTimescale)
    label.attributedText = timeLabelText(timeString(for: time, type: .elapsedText), type: .elapsedText)
  }

  // MARK: - Spinner

  /// Shows the loading spinner, 44×44 points, centred over the video.
  func showSpinner() {
    if spinnerNode == nil {
      let spinner = ASDisplayNode(viewBlock: { [unowned self] in
        let view = UIActivityIndicatorView()
        view.backgroundColor = .clear
        view.color = self.controlsDelegate.videoPlayerNodeSpinnerTint(self)
        view.style = self.controlsDelegate.videoPlayerNodeSpinnerStyle(self)
        view.startAnimating()
        return view
      })
      spinner.style.preferredSize = CGSize(width: 44, height: 44)
      spinnerNode = spinner
      addSubnode(spinner)
      setNeedsLayout()
    }
  }

  /// Removes the loading spinner.
  func removeSpinner() {
    spinnerNode?.removeFromSupernode()
    spinnerNode = nil
  }
}

/// The delegate a player node without one asks: every method's default.
private final class DefaultVideoPlayerNodeDelegate: ASVideoPlayerNodeDelegate, Sendable {
  static let shared = DefaultVideoPlayerNodeDelegate()
}
