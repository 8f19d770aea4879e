#!/usr/bin/env python3
"""Drives `morph preview`'s player page in headless Chromium the way a reviewer does, and reports what
the stage shows.

Steps, in order, each reported in the output:
1. load the scene's page and wait until the player is ready;
2. pick 0.25× speed, press Space (play), wait 0.25 s, press Space again (pause), and read the player's
   time around each;
3. drag the scrubber to each of --times and measure the stage's elements there (as
   sample_animation.py measures an exported file: stage coordinates, opacity, visibility);
4. with --screenshot: turn on the layout-spec overlay, hover a node, and capture the page;
5. with --edit FILE --edited CONTENT --broken CONTENT: scrub to --keep-time, write CONTENT over FILE,
   wait for the page to reload, then write the broken CONTENT and wait for the error overlay, then
   the edited CONTENT again and wait for the overlay to go (each wait up to --reload-timeout);
6. with --device: pick the device in the Screen menu, press R (rotate), and measure the stage at the
   rotation's start and end;
7. with --content-size-category NAME: pick NAME in the Text size menu, wait for the page to reload,
   and measure the stage at each of --times.

Output (stdout), one JSON object:
    {"play": {"afterPlay", "afterPause", "later"},
     "scrub": {"times", "animations", "samples"},                 # sample_animation.py's format
     "rotation": {"subject", "size", "samples"} | null,
     "textSize": {"subject", "options", "samples"} | null,
     "reload": {"nameBefore", "nameAfter", "title", "time"} | null,
     "error": {"visible", "text", "stageKept"} | null}

Exit status: 0 on success, 1 when a step fails or the page's script throws, 2 for usage errors, 3 when
Chromium cannot be started.
"""

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from cdp import BrowserError, Chromium, PageError, Tab  # noqa: E402
from sample_animation import SAMPLER_JS  # noqa: E402

KEYS = {
    "Space": {"key": " ", "code": "Space", "windowsVirtualKeyCode": 32, "text": " "},
    "R": {"key": "r", "code": "KeyR", "windowsVirtualKeyCode": 82, "text": "r"},
}


class PreviewPage(Tab):
    """The player page in a Chromium tab."""

    def __init__(self, browser, url):
        super().__init__(browser, url)
        self.wait_until("window.morphPreview && window.morphPreview.ready", "the player to be ready")

    def press(self, name):
        key = KEYS[name]
        for kind in ("keyDown", "keyUp"):
            event = {"type": kind, **key}
            if kind == "keyUp":
                event.pop("text")
            self.browser.call("Input.dispatchKeyEvent", event, session=self.session)

    def player_time(self):
        return self.evaluate("window.morphPreview.state.time")

    def choose(self, select_id, value):
        """Picks an option of a <select> as a user does: the value changes, then `change` fires."""
        self.evaluate(
            f"(() => {{ const s = document.getElementById({json.dumps(select_id)}); s.value = {json.dumps(value)};"
            " s.dispatchEvent(new Event('change')); })()"
        )

    def scrub(self, seconds):
        """Drags the scrubber to a time: its value changes, then `input` fires."""
        self.evaluate(
            "(() => { const s = document.getElementById('scrubber');"
            f" s.value = String({seconds!r}); s.dispatchEvent(new Event('input')); }})()"
        )

    def measure(self):
        """The stage's elements, measured inside the animation's frame."""
        return self.evaluate(
            "(() => { const frame = document.getElementById('frame').contentWindow;"
            f" if (!frame.__morphSampler) frame.__morphSampler = frame.eval({json.dumps(SAMPLER_JS)});"
            " return frame.__morphSampler.measure(window.morphPreview.state.rendering); })()"
        )

    def samples(self, times):
        results = []
        for seconds in times:
            self.scrub(seconds)
            results.append({"time": seconds, "elements": self.measure()})
        return results


def wait_for_reload(page, previous_generation, timeout=10.0):
    page.wait_until(
        f"window.morphPreview.state.generation > {previous_generation} && window.morphPreview.ready",
        "the page to reload",
        timeout,
    )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="the scene's player page")
    parser.add_argument("--times", required=True, help="comma-separated seconds to scrub to")
    parser.add_argument("--screenshot", help="write a PNG of the page with overlays to this path")
    parser.add_argument("--device", help="a device id to switch to and rotate")
    parser.add_argument("--content-size-category", help="a Text size (UIKit's name) to switch to")
    parser.add_argument("--edit", help="the scene document to edit")
    parser.add_argument("--edited", help="a file whose content replaces --edit's")
    parser.add_argument("--broken", help="a file with a broken version of --edit's content")
    parser.add_argument("--keep-time", type=float, default=0.0, help="the time to scrub to before editing")
    parser.add_argument("--reload-timeout", type=float, default=10.0,
                        help="seconds to wait for an edit to show (a Swift source is rebuilt first)")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    arguments = parser.parse_args(argv)
    if (arguments.edit is None) != (arguments.edited is None) or (arguments.edit is None) != (arguments.broken is None):
        parser.error("--edit, --edited and --broken go together")
    times = [float(part) for part in arguments.times.split(",") if part.strip()]

    report = {"rotation": None, "textSize": None, "reload": None, "error": None}
    try:
        with Chromium(arguments.chromium, ["--force-device-scale-factor=1"], (1280, 900), arguments.timeout) as browser:
            page = PreviewPage(browser, arguments.url)
            page.choose("speed", "0.25")
            before = page.player_time()
            page.press("Space")
            time.sleep(0.25)
            playing = page.evaluate("window.morphPreview.state.playing")
            page.press("Space")
            after_pause = page.player_time()
            time.sleep(0.2)
            report["play"] = {
                "before": before, "playing": playing, "afterPause": after_pause, "later": page.player_time(),
            }
            report["scrub"] = {
                "times": times,
                "animations": {"smil": page.evaluate(
                    "document.getElementById('frame').contentDocument.querySelectorAll('animate, set').length"),
                    "css": 0},
                "samples": page.samples(times),
            }

            if arguments.screenshot:
                page.evaluate("(() => { const box = document.getElementById('show-specs'); box.checked = true;"
                              " box.dispatchEvent(new Event('change')); })()")
                page.scrub(times[len(times) // 2])
                page.evaluate("(() => { const doc = document.getElementById('frame').contentDocument;"
                              " const node = doc.querySelector('[data-morph-box]:not([data-morph-box=\"root\"])');"
                              " const rect = node.getBoundingClientRect();"
                              " node.dispatchEvent(new MouseEvent('mousemove', {bubbles: true,"
                              " clientX: rect.left + 4, clientY: rect.top + 4})); })()")
                pathlib.Path(arguments.screenshot).write_bytes(page.screenshot())

            if arguments.edit:
                document = pathlib.Path(arguments.edit)
                page.scrub(arguments.keep_time)
                name_before = page.evaluate("window.morphPreview.state.review.scene.name")
                generation = page.evaluate("window.morphPreview.state.generation")
                document.write_text(pathlib.Path(arguments.edited).read_text())
                wait_for_reload(page, generation, arguments.reload_timeout)
                page.wait_until(f"window.morphPreview.state.review.scene.name !== {json.dumps(name_before)}",
                                "the edited scene", arguments.reload_timeout)
                report["reload"] = {
                    "nameBefore": name_before,
                    "nameAfter": page.evaluate("window.morphPreview.state.review.scene.name"),
                    "title": page.evaluate("document.getElementById('morph-scene-title').textContent"),
                    "time": page.player_time(),
                }
                document.write_text(pathlib.Path(arguments.broken).read_text())
                page.wait_until("!document.getElementById('error').hidden", "the error overlay",
                                arguments.reload_timeout)
                report["error"] = {
                    "visible": True,
                    "text": page.evaluate("document.getElementById('error-text').textContent"),
                    "stageKept": page.evaluate(
                        "document.getElementById('frame').contentDocument.querySelectorAll('[data-morph-id]').length"),
                }
                document.write_text(pathlib.Path(arguments.edited).read_text())
                page.wait_until("document.getElementById('error').hidden", "the error overlay to go away",
                                arguments.reload_timeout)
            if arguments.device:
                generation = page.evaluate("window.morphPreview.state.generation")
                page.choose("device", arguments.device)
                wait_for_reload(page, generation)
                generation = page.evaluate("window.morphPreview.state.generation")
                page.press("R")
                wait_for_reload(page, generation)
                review = page.evaluate("window.morphPreview.state.review")
                page.wait_until("!window.morphPreview.state.playing", "the rotation to finish playing")
                report["rotation"] = {
                    "subject": review["subject"], "size": review["size"],
                    "samples": page.samples([0, review["duration"]]),
                }
            if arguments.content_size_category:
                generation = page.evaluate("window.morphPreview.state.generation")
                page.choose("text-size", arguments.content_size_category)
                wait_for_reload(page, generation)
                report["textSize"] = {
                    "subject": page.evaluate("window.morphPreview.state.review.subject"),
                    "options": page.evaluate(
                        "Array.from(document.getElementById('text-size').options).map((o) => o.value)"),
                    "samples": page.samples(times),
                }

            page.close()
    except PageError as error:
        print(f"preview_check.py: {error}", file=sys.stderr)
        return 1
    except BrowserError as error:
        print(f"preview_check.py: {error}", file=sys.stderr)
        return 3
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
