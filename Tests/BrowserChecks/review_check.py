#!/usr/bin/env python3
"""Drives a `morph diff --format html` review page in headless Chromium the way a reviewer does, and
reports what each transition's stages show.

For each transition section with stages, in order:
1. wait until the page has paused every rendering (window.morphReview.ready);
2. drag the scrubber to each of --times and measure, in every stage, each rendering's node boxes
   (`rect[data-morph-box]`, relative to the rendering's stage origin: its svg's viewBox origin) and
   the outlines drawn over the stage, and read the section's time;
3. move the onion-skin slider to 0.2 and read the opacity of the rendering over the other;
4. click each row of the changes table and read the section's time, the scrubber's value and which
   row is selected;
5. click Play, wait 0.3 s, and read the time.
With --screenshot, the page is captured after row --screenshot-row (0, the first, by default) of the first
section was clicked.

Output (stdout), one JSON object:
    {"subjects": [{"name", "duration",
                   "samples": [{"time", "scrubber", "stages": [{"caption", "views": [{"side", "boxes":
                                 {ID: [x, y, w, h]}}], "outlines": [{"side", "id", "box": [x, y, w, h]}]}]}],
                   "mix": {"value", "overOpacity"},
                   "rows": [{"expected", "time", "scrubber", "selected"}],
                   "played": {"before", "after"}}]}

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

# Measures one section at its current time: each stage's renderings and outlines, in page pixels
# relative to the stage's frame, with each rendering's boxes shifted to its timeline's coordinates.
MEASURE_JS = """
(index) => {
  const subject = window.morphReview.subjects[index];
  const section = subject.state.section;
  const rect = (r, origin) => [r.left - origin.x, r.top - origin.y, r.width, r.height];
  return {
    time: subject.state.time,
    scrubber: Number(section.querySelector('input.scrub').value),
    stages: [...section.querySelectorAll('figure.stage')].map((figure) => {
      const frame = figure.querySelector('.frame').getBoundingClientRect();
      const views = [...figure.querySelectorAll('iframe')].map((iframe) => {
        const doc = iframe.contentDocument;
        const svg = doc.querySelector('svg');
        const stage = svg.getBoundingClientRect();
        const viewBox = svg.viewBox.baseVal;
        const boxes = {};
        for (const box of doc.querySelectorAll('rect[data-morph-box]')) {
          const r = box.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          boxes[box.dataset.morphBox] = rect(r, { x: stage.left - viewBox.x, y: stage.top - viewBox.y });
        }
        return { side: iframe.dataset.side, boxes };
      });
      const outlines = [...figure.querySelectorAll('svg.outlines rect')].map((outline) => ({
        side: outline.dataset.side, id: outline.dataset.id,
        box: ['x', 'y', 'width', 'height'].map((name) => Number(outline.getAttribute(name))),
      }));
      return { caption: figure.querySelector('figcaption span').textContent, views, outlines };
    }),
  };
}
"""


class ReviewPage(Tab):
    """The review page in a Chromium tab."""

    def __init__(self, browser, url):
        super().__init__(browser, url)
        self.wait_until("window.morphReview && window.morphReview.ready", "the renderings to be paused")

    def call_section(self, index, body):
        return self.evaluate(f"(() => {{ const subject = window.morphReview.subjects[{index}];"
                             f" const section = subject.state.section; {body} }})()")

    def scrub(self, index, seconds):
        self.call_section(index, "const scrub = section.querySelector('input.scrub');"
                                 f" scrub.value = String({json.dumps(seconds)});"
                                 " scrub.dispatchEvent(new Event('input')); return null;")

    def measure(self, index):
        return self.evaluate(f"({MEASURE_JS})({index})")


def check_subject(page, index, times):
    name = page.call_section(index, "return section.dataset.name;")
    duration = page.call_section(index, "return subject.state.duration;")
    samples = []
    for seconds in times:
        page.scrub(index, seconds)
        samples.append(page.measure(index))
    page.call_section(index, "const mix = section.querySelector('input.mix'); if (!mix) return null;"
                             " mix.value = '0.2'; mix.dispatchEvent(new Event('input')); return null;")
    mix = page.call_section(index, "const mix = section.querySelector('input.mix'); if (!mix) return null;"
                                   " return {value: Number(mix.value), overOpacity:"
                                   " Number(getComputedStyle(section.querySelector('iframe.over')).opacity)};")
    rows = []
    count = page.call_section(index, "return section.querySelectorAll('table.changes tbody tr').length;")
    for row in range(count):
        rows.append(page.call_section(
            index,
            f"const row = section.querySelectorAll('table.changes tbody tr')[{row}]; row.click();"
            " return {expected: Number(row.dataset.time), time: subject.state.time,"
            " scrubber: Number(section.querySelector('input.scrub').value),"
            " selected: [...section.querySelectorAll('tbody tr')].findIndex((r) => r.classList.contains('selected'))};"))
    page.scrub(index, 0)
    before = page.call_section(index, "section.querySelector('button.play').click(); return subject.state.time;")
    time.sleep(0.3)
    after = page.call_section(index, "const time = subject.state.time;"
                                     " if (subject.state.playing) section.querySelector('button.play').click();"
                                     " return time;")
    return {"name": name, "duration": duration, "samples": samples, "mix": mix, "rows": rows,
            "played": {"before": before, "after": after}}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", required=True, help="the review page")
    parser.add_argument("--times", required=True, help="comma-separated seconds to scrub to")
    parser.add_argument("--screenshot", help="write a PNG of the page to this path")
    parser.add_argument("--screenshot-row", type=int, default=0, help="the row to click before the screenshot")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    arguments = parser.parse_args(argv)
    times = [float(part) for part in arguments.times.split(",") if part.strip()]
    url = pathlib.Path(arguments.file).resolve().as_uri()
    try:
        with Chromium(arguments.chromium, ["--force-device-scale-factor=1"], (1400, 1000), arguments.timeout) as browser:
            page = ReviewPage(browser, url)
            count = page.evaluate("window.morphReview.subjects.length")
            report = {"subjects": [check_subject(page, index, times) for index in range(count)]}
            if arguments.screenshot and count > 0:
                page.call_section(0, "section.querySelectorAll('table.changes tbody tr')"
                                     f"[{arguments.screenshot_row}].click(); return null;")
                pathlib.Path(arguments.screenshot).write_bytes(page.screenshot())
    except BrowserError as error:
        print(f"review_check: {error}", file=sys.stderr)
        return 3
    except PageError as error:
        print(f"review_check: {error}", file=sys.stderr)
        return 1
    json.dump(report, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
