import MorphTextureCompat
import Testing

/// The default geometry of each UIKit stand-in: UIKit's sizes (iOS 13–17), and sizes measured from
/// text and images where UIKit measures them.
@Suite struct UIKitControlsGeometryTests {
  @Test func fixedSizeControlsHaveUIKitsSizeWhateverTheyAreOffered() {
    for offered in [CGSize.zero, CGSize(width: 500, height: 500), CGSize(width: 10, height: 10)] {
      #expect(UISwitch().sizeThatFits(offered) == CGSize(width: 51, height: 31))
      #expect(UIStepper().sizeThatFits(offered) == CGSize(width: 94, height: 32))
    }
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
  }

  @Test(arguments: [
    (UIActivityIndicatorView.Style.medium, 20.0), (.gray, 20), (.white, 20), (.large, 37), (.whiteLarge, 37),
  ])
  func spinnersAreSizedByStyle(style: UIActivityIndicatorView.Style, side: Double) {
    let spinner = UIActivityIndicatorView(style: style)
    #expect(spinner.intrinsicContentSize == CGSize(width: side, height: side))
    #expect(spinner.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: side, height: side))
    #expect(spinner.frame.size == CGSize(width: side, height: side))
  }

  @Test func spinnersDefaultToMediumAndTakeTheirStylesColor() {
    #expect(UIActivityIndicatorView().style == .medium)
    #expect(UIActivityIndicatorView(style: .white).color == .white)
    #expect(UIActivityIndicatorView(style: .gray).color == .gray)
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.color = .red
    #expect(spinner.color == .red)
    spinner.startAnimating()
    #expect(spinner.isAnimating)
  }

  @Test func slidersAndProgressViewsHaveAHeightAndNoIntrinsicWidth() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    #expect(slider.sizeThatFits(CGSize(width: 50, height: 50)) == CGSize(width: 200, height: 31))
    #expect(UIProgressView().intrinsicContentSize == CGSize(width: -1, height: 4))
    #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
  }

  @Test func slidersSteppersAndProgressViewsKeepTheirValuesInRange() {
    let slider = UISlider()
    slider.value = 3
    #expect(slider.value == 1)
    let stepper = UIStepper()
    stepper.value = -4
    #expect(stepper.value == 0)
    let progress = UIProgressView()
    progress.setProgress(0.25, animated: true)
    #expect(progress.progress == 0.25)
  }

  @Test func searchBarsAre56PointsTallAndTakeTheWidthOffered() {
    let bar = UISearchBar()
    #expect(bar.sizeThatFits(CGSize(width: 393, height: 500)) == CGSize(width: 393, height: 56))
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    bar.searchBarStyle = .minimal
    #expect(bar.intrinsicContentSize.height == 56)
  }

  @Test func segmentedControlsAre32TallAndAsWideAsTheirWidestTitleTimesTheirCount() {
    let control = UISegmentedControl(items: ["A", "Longer title"])
    let widest = max(
      ceil(DefaultTextMeasurer.shared.width(of: "Longer title", font: UIFont.systemFont(ofSize: 13).font)),
      ceil(
        DefaultTextMeasurer.shared.width(
          of: "Longer title", font: UIFont.systemFont(ofSize: 13, weight: .semibold).font)))
    #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 18), height: 32))
    control.insertSegment(withTitle: "B", at: 0, animated: false)
    #expect(control.numberOfSegments == 3)
    #expect(control.intrinsicContentSize.width == 3 * (widest + 18))
    control.setWidth(40, forSegmentAt: 0)
    #expect(control.intrinsicContentSize.width == 40 + 2 * (widest + 18))
  }

  @Test func pageControlsAreSizedForTheirPageCount() {
    let control = UIPageControl()
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 26))
    control.numberOfPages = 3
    #expect(control.intrinsicContentSize == CGSize(width: 3 * 7 + 2 * 9 + 24, height: 26))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 31, height: 26))
    control.currentPage = 7
    #expect(control.currentPage == 2)
  }

  @Test func textFieldsAreAsTallAsTheirFontsLineHeightPlusTheirBordersPadding() {
    let field = UITextField()
    let line = ceil(UIFont.systemFont(ofSize: 17).lineHeight)
    #expect(field.intrinsicContentSize.height == line)
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == line + 13)
    field.font = UIFont.systemFont(ofSize: 30)
    #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 30).lineHeight) + 13)
    field.placeholder = "Search"
    let width = ceil(DefaultTextMeasurer.shared.width(of: "Search", font: UIFont.systemFont(ofSize: 30).font))
    #expect(field.intrinsicContentSize.width == width + 14)
  }

  @Test func labelsMeasureTheirTextAsTextNodesDo() {
    let label = UILabel()
    label.text = "Hello, Morph"
    let font = UIFont.systemFont(ofSize: 17)
    let expected = DefaultTextMeasurer.shared.textLayout(
      of: "Hello, Morph", attributes: TextAttributes(font: font.font), width: .greatestFiniteMagnitude
    ).size
    #expect(label.intrinsicContentSize == CGSize(width: ceil(expected.width), height: ceil(expected.height)))
    #expect(UILabel().intrinsicContentSize == .zero)
  }

  @Test func labelsBreakLinesForTheWidthOfferedUpToTheirLineCount() {
    let label = UILabel()
    label.text = "one two three four five six seven eight nine ten"
    let oneLine = label.sizeThatFits(CGSize(width: 60, height: 1000))
    #expect(oneLine == label.intrinsicContentSize && oneLine.width > 60)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
    #expect(wrapped.height > oneLine.height * 3)
    #expect(wrapped.width <= 60)
  }

  @Test func buttonsMeasureTheirTitleAndInsets() {
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    let title = DefaultTextMeasurer.shared.textLayout(
      of: "Button", attributes: TextAttributes(font: UIFont.systemFont(ofSize: 15).font),
      width: .greatestFiniteMagnitude
    ).size
    #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width), height: ceil(title.height) + 12))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width) + 20, height: ceil(title.height) + 8))
    #expect(button.title(for: .highlighted) == "Button")
  }

  @Test func imageViewsTakeTheirImagesSize() {
    let image = UIImage(nodeImage: NodeImage(source: "avatar.png", size: CGSize(width: 40, height: 30)))
    let view = UIImageView(image: image)
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(view.frame.size == CGSize(width: 40, height: 30))
    #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func plainViewsFitTheirOwnSize() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 20))
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    label.text = "Fit"
    label.sizeToFit()
    #expect(label.frame.origin == CGPoint(x: 5, y: 6) && label.frame.size == label.intrinsicContentSize)
  }
}
