#!/usr/bin/env python3
"""Plays a Lottie export in rlottie and its SVG export in headless Chromium, and compares them.

At each requested time (rounded to the Lottie animation's nearest frame, which is what rlottie draws):

- rlottie (Debian's librlottie, loaded with ctypes) renders the Lottie file at its own size, and
  Chromium screenshots the SVG export's stage at that time (sample_animation.py's AnimationPage);
  both are put over white and compared on their common area: the mean absolute difference per
  channel (0-255) and the PSNR in dB. With --hide-text the SVG's <text> elements are hidden first:
  rlottie draws no text layers.
- The Lottie file itself is evaluated (this script's own reading of the format, independent of the
  exporter): each layer named after an element (`nm` without a space) gives the element's box centre
  in composition pixels (its anchor point through its own, its parents' and its precompositions'
  transforms), its own opacity (0-1) and, when it draws a background rectangle, its size.

With --schema, the file is first validated against a JSON Schema (Python's jsonschema), and every
error is listed as "schemaErrors": ["PATH: MESSAGE", ...].

Output (stdout):
    {"schemaErrors": [...], "samples": [{"time": t, "frame": f, "mad": m, "psnr": p,
                  "elements": {"ID": {"centerX", "centerY", "opacity", "width"?, "height"?}}}]}

Example:
    lottie_check.py --lottie a.lottie.json --svg a.svg --times 0,0.25,0.5 --hide-text --screenshots shots/

Exit status: 0 on success, 1 when a file cannot be read or rlottie refuses the animation, 2 for
usage errors, 3 when Chromium cannot be started or does not answer in time.
"""

import argparse
import ctypes
import ctypes.util
import io
import json
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from PIL import Image, ImageChops, ImageStat  # noqa: E402

from cdp import BrowserError, Chromium, PageError  # noqa: E402
from sample_animation import AnimationPage, parse_times  # noqa: E402


# MARK: - rlottie

class RLottie:
    """rlottie's C API, through ctypes."""

    def __init__(self):
        name = ctypes.util.find_library("rlottie") or "librlottie.so"
        lib = ctypes.CDLL(name)
        lib.lottie_animation_from_data.restype = ctypes.c_void_p
        lib.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
        lib.lottie_animation_destroy.argtypes = [ctypes.c_void_p]
        lib.lottie_animation_get_size.argtypes = [
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
        lib.lottie_animation_get_totalframe.restype = ctypes.c_size_t
        lib.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
        lib.lottie_animation_render.argtypes = [
            ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint32), ctypes.c_size_t, ctypes.c_size_t,
            ctypes.c_size_t]
        self.lib = lib

    def load(self, data, key):
        animation = self.lib.lottie_animation_from_data(data, key.encode(), b"")
        if not animation:
            raise ValueError("rlottie refused the animation")
        return animation

    def render(self, animation, frame):
        width, height = ctypes.c_size_t(), ctypes.c_size_t()
        self.lib.lottie_animation_get_size(animation, ctypes.byref(width), ctypes.byref(height))
        buffer = (ctypes.c_uint32 * (width.value * height.value))()
        self.lib.lottie_animation_render(animation, frame, buffer, width.value, height.value, width.value * 4)
        # Premultiplied ARGB32 in native (little-endian) order: bytes B, G, R, A.
        image = Image.frombuffer("RGBa", (width.value, height.value), bytes(buffer), "raw", "BGRa", 0, 1)
        return image.convert("RGBA")


# MARK: - Evaluating a Lottie file

def cubic(p1, p2, t):
    return 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3


def eased(x1, y1, x2, y2, x):
    """The progress of a timing curve from (0, 0) to (1, 1) at a fraction x."""
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if cubic(x1, x2, middle) < x:
            low = middle
        else:
            high = middle
    return cubic(y1, y2, (low + high) / 2)


def value(prop, frame):
    """A property's numbers at a frame."""
    if prop.get("a", 0) == 0:
        k = prop["k"]
        return k if isinstance(k, list) else [k]
    keys = prop["k"]
    if frame < keys[0]["t"]:
        return keys[0]["s"]
    for index in range(len(keys) - 1, -1, -1):
        if keys[index]["t"] <= frame:
            break
    key = keys[index]
    if index + 1 == len(keys) or key.get("h") == 1:
        return key["s"]
    following = keys[index + 1]
    span = following["t"] - key["t"]
    fraction = (frame - key["t"]) / span if span > 0 else 1
    progress = eased(key["o"]["x"][0], key["o"]["y"][0], key["i"]["x"][0], key["i"]["y"][0], fraction)
    return [a + (b - a) * progress for a, b in zip(key["s"], following["s"])]


def multiply(m, n):
    a, b, c, d, e, f = m
    g, h, i, j, k, l = n
    return (a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f)


def local_matrix(ks, frame):
    """translate(p) rotate(r) scale(s) translate(-a), as (a, b, c, d, e, f)."""
    anchor, position = value(ks["a"], frame), value(ks["p"], frame)
    scale, rotation = value(ks["s"], frame), value(ks["r"], frame)[0]
    cos, sin = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
    sx, sy = scale[0] / 100, scale[1] / 100
    m = (cos * sx, sin * sx, -sin * sy, cos * sy, position[0], position[1])
    return multiply(m, (1, 0, 0, 1, -anchor[0], -anchor[1]))


def apply(m, x, y):
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def background_size(layer, frame):
    for group in layer.get("shapes", []):
        if group.get("ty") == "gr" and group.get("nm") == "background":
            for item in group["it"]:
                if item.get("ty") == "rc":
                    return value(item["s"], frame)
    return None


def evaluate(animation, frame):
    assets = {asset["id"]: asset for asset in animation.get("assets", [])}
    elements = {}

    def walk(layers, outer):
        by_index = {layer["ind"]: layer for layer in layers}

        def world(layer):
            m = local_matrix(layer["ks"], frame)
            parent = layer.get("parent")
            return multiply(world(by_index[parent]), m) if parent is not None else m

        for layer in layers:
            if not (layer["ip"] <= frame < layer["op"]):
                continue
            m = multiply(outer, world(layer))
            name = layer["nm"]
            if " " not in name:
                anchor = value(layer["ks"]["a"], frame)
                x, y = apply(m, anchor[0], anchor[1])
                entry = {"centerX": x, "centerY": y, "opacity": value(layer["ks"]["o"], frame)[0] / 100}
                size = background_size(layer, frame)
                if size is None and layer["ty"] == 0:
                    for inner in assets[layer["refId"]]["layers"]:
                        if inner["nm"] == name + " box":
                            size = background_size(inner, frame)
                if size is not None:
                    entry["width"], entry["height"] = size[0], size[1]
                elements[name] = entry
            if layer["ty"] == 0:
                walk(assets[layer["refId"]]["layers"], m)

    walk(animation["layers"], (1, 0, 0, 1, 0, 0))
    return elements


# MARK: - Comparing pictures

def over_white(image):
    background = Image.new("RGBA", image.size, (255, 255, 255, 255))
    background.alpha_composite(image.convert("RGBA"))
    return background.convert("RGB")


def compare(first, second):
    width, height = min(first.width, second.width), min(first.height, second.height)
    a = first.crop((0, 0, width, height))
    b = second.crop((0, 0, width, height))
    difference = ImageChops.difference(a, b)
    statistics = ImageStat.Stat(difference)
    mad = sum(statistics.mean) / 3
    mse = sum(statistics.sum2) / (3 * width * height)
    psnr = math.inf if mse == 0 else 10 * math.log10(255 ** 2 / mse)
    return mad, psnr


HIDE_TEXT_JS = "document.querySelectorAll('text').forEach((text) => text.style.display = 'none')"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lottie", required=True, help="the Lottie export (.lottie.json)")
    parser.add_argument("--svg", required=True, help="the SVG export of the same timeline")
    parser.add_argument("--times", required=True, type=parse_times, help="comma-separated seconds")
    parser.add_argument("--hide-text", action="store_true", help="hide the SVG's text, which rlottie does not draw")
    parser.add_argument("--schema", help="a JSON Schema the Lottie file must follow")
    parser.add_argument("--screenshots", help="a folder to write both pictures of each time to")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    arguments = parser.parse_args(argv)
    lottie_path = pathlib.Path(arguments.lottie).resolve()
    svg_path = pathlib.Path(arguments.svg).resolve()
    for path in (lottie_path, svg_path):
        if not path.is_file():
            parser.error(f"no such file: {path}")
    data = lottie_path.read_bytes()
    animation = json.loads(data)
    schema_errors = []
    if arguments.schema is not None:
        import jsonschema

        validator = jsonschema.Draft202012Validator(json.loads(pathlib.Path(arguments.schema).read_text()))
        for error in validator.iter_errors(animation):
            path = "/".join(str(part) for part in error.absolute_path)
            schema_errors.append(f"{path}: {error.message[:200]}")
        if schema_errors:
            # A file the schema refuses is not played.
            print(json.dumps({"schemaErrors": schema_errors, "samples": []}))
            return 0
    rlottie = RLottie()
    try:
        player = rlottie.load(data, str(lottie_path))
    except ValueError as error:
        print(f"lottie_check.py: {lottie_path}: {error}", file=sys.stderr)
        return 1
    frame_rate = animation["fr"]
    last_frame = animation["op"] - 1
    samples = []
    try:
        with Chromium(arguments.chromium, ["--force-device-scale-factor=1"], (1280, 800), arguments.timeout) as browser:
            page = AnimationPage(browser, svg_path.as_uri(), "svg")
            if arguments.hide_text:
                page.evaluate(HIDE_TEXT_JS)
            for time in arguments.times:
                frame = min(max(round(time * frame_rate), 0), last_frame)
                shown = frame / frame_rate
                page.sample(shown)
                browser_picture = over_white(Image.open(io.BytesIO(page.screenshot(shown))))
                player_picture = over_white(rlottie.render(player, frame))
                if arguments.screenshots is not None:
                    folder = pathlib.Path(arguments.screenshots)
                    folder.mkdir(parents=True, exist_ok=True)
                    browser_picture.save(folder / f"chromium-{frame}.png")
                    player_picture.save(folder / f"rlottie-{frame}.png")
                mad, psnr = compare(browser_picture, player_picture)
                samples.append({
                    "time": shown, "frame": frame, "mad": mad, "psnr": psnr if math.isfinite(psnr) else 999,
                    "elements": evaluate(animation, frame)})
            page.close()
    except PageError as error:
        print(f"lottie_check.py: {error}", file=sys.stderr)
        return 1
    except BrowserError as error:
        print(f"lottie_check.py: {error}", file=sys.stderr)
        return 3
    finally:
        rlottie.lib.lottie_animation_destroy(player)
    print(json.dumps({"schemaErrors": schema_errors, "samples": samples}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
