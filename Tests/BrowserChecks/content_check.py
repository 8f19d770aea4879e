#!/usr/bin/env python3
"""Measures what an exported SVG (SMIL) or HTML (CSS) file draws as its nodes' contents in headless Chromium.

The file is loaded and driven as sample_animation.py drives it. At each requested time it reports:

- `text`: for every `[data-morph-id="ID"]` element that draws text, the union of the bounding client
  rects of its own shown text — SVG `<text>` elements, HTML `.morph-line` boxes — that no nested
  `[data-morph-id]` element owns, relative to the stage (as sample_animation.py measures boxes);
- `images`: for every shown image (SVG `<image>`, HTML `img.morph-image`), its owner's id, its box
  relative to the stage, whether its data decodes, and its natural size;
- `ink`, with --ink COLOR: the bounding box, in stage pixels, of the pixels of a screenshot of the
  stage within 24 of COLOR in every channel, and how many there are (a screenshot is taken at a
  device scale factor of 1, so a stage pixel is a CSS pixel); with --screenshots FOLDER each
  screenshot is also written there as `at-T.png`; --device-scale 2 takes them at two pixels a CSS
  pixel.

Output (stdout):
    {"samples": [{"time": t, "text": {"ID": {"x", "y", "width", "height"}},
                  "images": {"ID": {"x", "y", "width", "height", "decoded", "naturalWidth", "naturalHeight"}},
                  "ink": {"x", "y", "width", "height", "count"} | null}]}

Example:
    content_check.py --file out.svg --kind svg --times 0,0.3,0.6 --ink '#0b6e4f' --screenshots shots/

Exit status as sample_animation.py's.
"""

import argparse
import base64
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from cdp import BrowserError, Chromium, PageError  # noqa: E402
from sample_animation import AnimationPage, parse_times  # noqa: E402

# `window.__morphContents.text(kind)`: every element's shown text box in stage coordinates.
CONTENTS_JS = r"""
(() => {
  const shown = (element) => {
    for (let node = element; node; node = node.parentElement) {
      if (getComputedStyle(node).display === 'none') return false;
    }
    return getComputedStyle(element).visibility === 'visible';
  };
  const stage = (kind) => document.querySelector('[data-morph-root]')
    ?? (kind === 'svg' ? document.querySelector('svg') : null);
  const mapping = (element) => {
    if (element === null) return (x, y) => ({ x, y });
    if (element instanceof SVGGraphicsElement) {
      const inverse = element.getScreenCTM().inverse();
      return (x, y) => new DOMPoint(x, y).matrixTransform(inverse);
    }
    const rect = element.getBoundingClientRect();
    return (x, y) => ({ x: x - rect.left - element.clientLeft, y: y - rect.top - element.clientTop });
  };
  return {
    text(kind) {
      const toStage = mapping(stage(kind));
      const boxes = {};
      for (const line of document.querySelectorAll(kind === 'svg' ? 'text' : '.morph-line')) {
        const owner = line.closest('[data-morph-id]');
        if (owner === null || !shown(line)) continue;
        const client = line.getBoundingClientRect();
        if (client.width <= 0 || client.height <= 0) continue;
        const a = toStage(client.left, client.top);
        const b = toStage(client.right, client.bottom);
        const rect = { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x),
                       bottom: Math.max(a.y, b.y) };
        const id = owner.getAttribute('data-morph-id');
        const box = boxes[id];
        boxes[id] = box === undefined ? rect : {
          left: Math.min(box.left, rect.left), top: Math.min(box.top, rect.top),
          right: Math.max(box.right, rect.right), bottom: Math.max(box.bottom, rect.bottom) };
      }
      const result = {};
      for (const [id, box] of Object.entries(boxes)) {
        result[id] = { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top };
      }
      return result;
    },

    async images(kind) {
      const toStage = mapping(stage(kind));
      const result = {};
      for (const image of document.querySelectorAll(kind === 'svg' ? 'image' : 'img.morph-image')) {
        const owner = image.closest('[data-morph-id]');
        if (owner === null || !shown(image)) continue;
        const client = image.getBoundingClientRect();
        const a = toStage(client.left, client.top);
        const b = toStage(client.right, client.bottom);
        // An SVG <image> has no decoding state of its own: its data is decoded as an HTML image.
        const decoder = kind === 'svg' ? new Image() : image;
        if (kind === 'svg') decoder.src = image.getAttribute('href');
        let decoded = true;
        try { await decoder.decode(); } catch (error) { decoded = false; }
        result[owner.getAttribute('data-morph-id')] = {
          x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y),
          decoded: decoded && decoder.naturalWidth > 0, naturalWidth: decoder.naturalWidth,
          naturalHeight: decoder.naturalHeight };
      }
      return result;
    },

    async ink(png, color, tolerance) {
      const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      // An OffscreenCanvas: an SVG document's createElement('canvas') is no HTML canvas.
      const context = new OffscreenCanvas(image.width, image.height).getContext('2d');
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity, count = 0;
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          const at = (y * image.width + x) * 4;
          if (Math.abs(pixels[at] - color[0]) > tolerance || Math.abs(pixels[at + 1] - color[1]) > tolerance
              || Math.abs(pixels[at + 2] - color[2]) > tolerance) continue;
          count++;
          left = Math.min(left, x); top = Math.min(top, y);
          right = Math.max(right, x + 1); bottom = Math.max(bottom, y + 1);
        }
      }
      return count === 0 ? null : { x: left, y: top, width: right - left, height: bottom - top, count };
    },
  };
})()
"""


def parse_color(text):
    text = text.lstrip("#")
    if len(text) != 6:
        raise argparse.ArgumentTypeError("a color is #rrggbb")
    return [int(text[index:index + 2], 16) for index in (0, 2, 4)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", required=True, help="the exported .svg or .html file")
    parser.add_argument("--kind", required=True, choices=("svg", "html"), help="how the file animates")
    parser.add_argument("--times", required=True, type=parse_times, help="comma-separated seconds")
    parser.add_argument("--ink", type=parse_color, help="the color of the pixels to find, #rrggbb")
    parser.add_argument("--screenshots", help="a folder to write each time's screenshot to")
    parser.add_argument("--device-scale", type=float, default=1.0, help="pixels a CSS pixel of the screenshots")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    arguments = parser.parse_args(argv)
    path = pathlib.Path(arguments.file).resolve()
    if not path.is_file():
        parser.error(f"no such file: {path}")
    samples = []
    try:
        flags = [f"--force-device-scale-factor={arguments.device_scale:g}"]
        with Chromium(arguments.chromium, flags, (1280, 800), arguments.timeout) as browser:
            page = AnimationPage(browser, path.as_uri(), arguments.kind)
            page.evaluate(f"window.__morphContents = {CONTENTS_JS}")
            for time in arguments.times:
                page.sample(time)
                text = page.evaluate(f"window.__morphContents.text({json.dumps(arguments.kind)})")
                images = page.evaluate(f"window.__morphContents.images({json.dumps(arguments.kind)})")
                ink = None
                if arguments.ink is not None or arguments.screenshots is not None:
                    png = page.screenshot(time)
                    if arguments.screenshots is not None:
                        folder = pathlib.Path(arguments.screenshots)
                        folder.mkdir(parents=True, exist_ok=True)
                        (folder / f"at-{time:g}.png").write_bytes(png)
                    if arguments.ink is not None:
                        encoded = base64.b64encode(png).decode("ascii")
                        ink = page.evaluate(
                            f"window.__morphContents.ink({json.dumps(encoded)}, {json.dumps(arguments.ink)}, 24)")
                samples.append({"time": time, "text": text, "images": images, "ink": ink})
            page.close()
    except PageError as error:
        print(f"content_check.py: {error}", file=sys.stderr)
        return 1
    except BrowserError as error:
        print(f"content_check.py: {error}", file=sys.stderr)
        return 3
    print(json.dumps({"samples": samples}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
