#!/usr/bin/env python3
"""Samples the animation of an exported SVG (SMIL) or HTML (CSS) file in headless Chromium.

The file is loaded with cdp.py's Chromium. Its animations are started and paused, then set to each
requested time, and at each time every element that follows Morph's export contract is measured:

- SVG: every `[data-morph-box="ID"]` element (the node's box, normally a `<rect>`), with its opacity
  read from the enclosing `[data-morph-id="ID"]` element (normally the `<g>` holding the box).
- HTML: every `[data-morph-id="ID"]` element; its border box is the node's box and carries its opacity.

Positions are relative to the stage: the element marked `data-morph-root` if there is one, otherwise
the outermost `<svg>` for an SVG file and the viewport for an HTML page. An SVG stage measures in its
user space (viewBox units); an HTML stage measures from its padding box's top left corner.

How animations are driven:
- SVG/SMIL: every outermost `<svg>` gets `pauseAnimations()`, then `setCurrentTime(t)` per sample.
  Chromium starts an SVG document's SMIL timeline at the load event, so this happens once the load
  event has fired (the page is driven over CDP, not from a script inside the file).
- HTML/CSS: the page is started by calling `window.morphPlay()` if the page defines it, otherwise by
  adding class `morph-play` to `<html>`. Style is then flushed (so transitions started by the class
  change exist), and every animation in `document.getAnimations()` is paused and given
  `currentTime = t * 1000` per sample. SMIL in an HTML page's inline `<svg>` is driven as above too.

Output (stdout), one sample per time in the order given:
    {"times": [...], "animations": {"smil": N, "css": M},  # SMIL elements, document.getAnimations()
     "samples": [{"time": t, "elements": {"ID": {"x", "y", "width", "height", "opacity",
                                                "visible", "displayed", "visibleCopies"}}}]}

`displayed` is false when the box or an ancestor has `display: none`, or the box's `visibility` is not
`visible`; `visible` is `displayed` with a box of positive width and height. `opacity` is the element's
own computed opacity, not multiplied by its ancestors'. When several elements carry the same id, a
visible one is reported and `visibleCopies` counts them.

Examples:
    sample_animation.py --file out.svg --kind svg --times 0,0.25,0.5,1
    sample_animation.py --file out.html --kind html --times 0,0.5 --screenshot half.png --at 0.5

Exit status: 0 on success, 1 when the page fails to load or its script throws, 2 for usage errors,
3 when Chromium cannot be started or does not answer in time.
"""

import argparse
import base64
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from cdp import BrowserError, Chromium, PageError, Tab  # noqa: E402

# Installs `window.__morphSampler` with `start(kind)`, `seek(t)`, `measure()` and `stageRect()`;
# `measure(kind)` measures a page that something else drives (such as the preview's stage).
SAMPLER_JS = r"""
(() => {
  const displayed = (box) => {
    for (let element = box; element; element = element.parentElement) {
      if (getComputedStyle(element).display === 'none') return false;
    }
    return getComputedStyle(box).visibility === 'visible';
  };

  const stage = (kind) => document.querySelector('[data-morph-root]')
    ?? (kind === 'svg' ? document.querySelector('svg') : null);

  // A function from client (viewport) coordinates to stage coordinates.
  const stageMapping = (element) => {
    if (element === null) return (x, y) => ({ x, y });
    if (element instanceof SVGGraphicsElement) {
      const inverse = element.getScreenCTM().inverse();
      return (x, y) => new DOMPoint(x, y).matrixTransform(inverse);
    }
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return (x, y) => ({ x: x - left, y: y - top });
  };

  let smilRoots = [];
  let animations = [];
  let kind = 'svg';

  return {
    async start(pageKind) {
      kind = pageKind;
      const html = document.documentElement;
      html.getBoundingClientRect();  // computes the style that class-triggered transitions start from
      if (kind === 'html') {
        if (typeof window.morphPlay === 'function') await window.morphPlay();
        else html.classList.add('morph-play');
      }
      html.getBoundingClientRect();  // flushes style again, starting class-triggered transitions
      smilRoots = [...document.querySelectorAll('svg')].filter((svg) => svg.ownerSVGElement === null);
      for (const svg of smilRoots) svg.pauseAnimations();
      animations = document.getAnimations();
      for (const animation of animations) animation.pause();
      const smil = smilRoots.reduce((count, svg) =>
        count + svg.querySelectorAll('animate, animateTransform, animateMotion, set').length, 0);
      return { smil, css: animations.length };
    },

    seek(time) {
      for (const svg of smilRoots) svg.setCurrentTime(time);
      for (const animation of animations) animation.currentTime = time * 1000;
    },

    stageRect() {
      const element = stage(kind);
      const rect = (element ?? document.documentElement).getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    },

    measure(pageKind = kind) {
      const toStage = stageMapping(stage(pageKind));
      const attribute = pageKind === 'svg' ? 'data-morph-box' : 'data-morph-id';
      const elements = {};
      for (const box of document.querySelectorAll(`[${attribute}]`)) {
        const id = box.getAttribute(attribute);
        let owner = box.closest('[data-morph-id]');
        if (owner === null || owner.getAttribute('data-morph-id') !== id) owner = box;
        const client = box.getBoundingClientRect();
        const corners = [toStage(client.left, client.top), toStage(client.right, client.bottom)];
        const xs = corners.map((point) => point.x);
        const ys = corners.map((point) => point.y);
        const shown = displayed(box);
        const measured = {
          x: Math.min(...xs), y: Math.min(...ys),
          width: Math.abs(xs[1] - xs[0]), height: Math.abs(ys[1] - ys[0]),
          opacity: Number(getComputedStyle(owner).opacity),
          displayed: shown,
          visible: shown && client.width > 0 && client.height > 0,
          visibleCopies: 0,
        };
        const previous = elements[id];
        const copies = (previous?.visibleCopies ?? 0) + (measured.visible ? 1 : 0);
        elements[id] = previous === undefined || (measured.visible && !previous.visible) ? measured : previous;
        elements[id].visibleCopies = copies;
      }
      return elements;
    },
  };
})()
"""


class AnimationPage(Tab):
    """One page of a Chromium browser, loaded, with its animations started and paused."""

    def __init__(self, browser, url, kind):
        # The SMIL timeline has started once the load event has fired.
        super().__init__(browser, url)
        self.evaluate(f"(async () => {{ await document.fonts.ready; window.__morphSampler = {SAMPLER_JS}; }})()")
        self.animations = self.evaluate(f"window.__morphSampler.start({json.dumps(kind)})")

    def sample(self, time):
        """Every element's box, opacity and visibility at a time, in seconds."""
        return self.evaluate(f"(window.__morphSampler.seek({time!r}), window.__morphSampler.measure())")

    def screenshot(self, time):
        """A PNG of the stage at a time, in seconds."""
        rect = self.evaluate(f"(window.__morphSampler.seek({time!r}), window.__morphSampler.stageRect())")
        clip = {**rect, "scale": 1}
        if clip["width"] <= 0 or clip["height"] <= 0:
            raise PageError("the stage has no area to capture")
        reply = self.browser.call(
            "Page.captureScreenshot",
            {"format": "png", "clip": clip, "captureBeyondViewport": True},
            session=self.session,
        )
        return base64.b64decode(reply["data"])



def parse_times(text):
    try:
        times = [float(part) for part in text.split(",") if part.strip()]
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"times must be comma-separated seconds: {error}") from error
    if not times or any(time < 0 for time in times):
        raise argparse.ArgumentTypeError("times must be one or more non-negative seconds")
    return times


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", required=True, help="the exported .svg or .html file")
    parser.add_argument("--kind", required=True, choices=("svg", "html"), help="how the file animates")
    parser.add_argument("--times", type=parse_times, help="comma-separated seconds to sample at")
    parser.add_argument("--screenshot", help="write a PNG of the stage at --at seconds to this path")
    parser.add_argument("--at", type=float, help="the time of the screenshot, in seconds")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    parser.add_argument("--window-size", default="1280,800", help="viewport as WIDTH,HEIGHT")
    arguments = parser.parse_args(argv)

    if arguments.times is None and arguments.screenshot is None:
        parser.error("give --times, --screenshot, or both")
    if (arguments.screenshot is None) != (arguments.at is None):
        parser.error("--screenshot and --at go together")
    try:
        width, height = (int(part) for part in arguments.window_size.split(","))
    except ValueError:
        parser.error("--window-size must be WIDTH,HEIGHT")
    path = pathlib.Path(arguments.file).resolve()
    if not path.is_file():
        parser.error(f"no such file: {path}")

    try:
        with Chromium(
            arguments.chromium, ["--force-device-scale-factor=1"], (width, height), arguments.timeout
        ) as browser:
            page = AnimationPage(browser, path.as_uri(), arguments.kind)
            times = arguments.times or []
            samples = [{"time": time, "elements": page.sample(time)} for time in times]
            if arguments.screenshot is not None:
                pathlib.Path(arguments.screenshot).write_bytes(page.screenshot(arguments.at))
            page.close()
    except PageError as error:
        print(f"sample_animation.py: {error}", file=sys.stderr)
        return 1
    except BrowserError as error:
        print(f"sample_animation.py: {error}", file=sys.stderr)
        return 3
    if arguments.times is not None:
        print(json.dumps({"times": times, "animations": page.animations, "samples": samples}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
