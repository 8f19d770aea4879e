#!/usr/bin/env python3
"""Evaluates JavaScript in a page loaded by headless Chromium and prints the result as JSON.

Chromium is driven through the Chrome DevTools Protocol over --remote-debugging-pipe: the browser
reads NUL-terminated JSON messages from file descriptor 3 and writes its replies to descriptor 4.
Only the Python standard library is used (no websocket, no port, no chromedriver).

The page is loaded, then the script waits for the load event and for `document.fonts.ready` before it
evaluates the JavaScript. Promises are awaited; the value must be JSON-serializable.

Examples:
    cdp.py --url file:///tmp/page.html --eval 'document.title'
    cdp.py --file page.html --eval '[...document.querySelectorAll("span")].map(s => s.getBoundingClientRect().width)'
    cdp.py --file page.html --script measure.js      # the file is the body of an async function: use `return`

Exit status: 0 on success, 1 when the page fails to load or the JavaScript throws, 2 for usage errors,
3 when Chromium cannot be started or does not answer in time.

The module can also be imported: `with Chromium() as browser: browser.evaluate(url, expression)`.
"""

import argparse
import base64
import fcntl
import json
import os
import pathlib
import select
import shutil
import signal
import sys
import tempfile
import time

DEFAULT_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--remote-debugging-pipe",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-sync",
    "--hide-scrollbars",
    "--mute-audio",
]


class BrowserError(Exception):
    """Chromium could not be started, or stopped answering."""


class PageError(Exception):
    """The page did not load, or the JavaScript threw."""


class Chromium:
    """A headless Chromium process spoken to over the DevTools pipe."""

    def __init__(self, executable=None, extra_flags=(), window_size=(1280, 800), timeout=30.0):
        self.executable = shutil.which(executable) if executable else find_chromium()
        if self.executable is None:
            raise BrowserError(f"{executable or 'chromium'} was not found (run scripts/install-chromium)")
        self.extra_flags = list(extra_flags)
        self.window_size = window_size
        self.timeout = timeout
        self._next_id = 0
        self._buffer = b""
        self._events = []
        self._process_id = None
        self._profile = None
        self._to_browser = None
        self._from_browser = None

    def __enter__(self):
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc_info):
        self.close()

    def start(self):
        """Launches the browser with a fresh, temporary profile."""
        self._profile = tempfile.mkdtemp(prefix="morph-chromium-")
        command_in_read, command_in_write = os.pipe()
        reply_out_read, reply_out_write = os.pipe()
        # Move the child's ends above 2..4 first so the dup2 actions below cannot overwrite each other.
        child_in = fcntl.fcntl(command_in_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(reply_out_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(command_in_read)
        os.close(reply_out_write)
        devnull = os.open(os.devnull, os.O_RDWR | os.O_CLOEXEC)
        width, height = self.window_size
        arguments = [
            self.executable,
            *DEFAULT_FLAGS,
            f"--user-data-dir={self._profile}",
            f"--window-size={width},{height}",
            *self.extra_flags,
            "about:blank",
        ]
        actions = [
            (os.POSIX_SPAWN_DUP2, devnull, 0),
            (os.POSIX_SPAWN_DUP2, devnull, 1),
            (os.POSIX_SPAWN_DUP2, devnull, 2),
            (os.POSIX_SPAWN_DUP2, child_in, 3),
            (os.POSIX_SPAWN_DUP2, child_out, 4),
        ]
        self._to_browser = command_in_write
        self._from_browser = reply_out_read
        try:
            self._process_id = os.posix_spawn(self.executable, arguments, os.environ, file_actions=actions)
        except OSError as error:
            raise BrowserError(f"cannot start {self.executable}: {error}") from error
        finally:
            os.close(child_in)
            os.close(child_out)
            os.close(devnull)

    def close(self):
        """Asks the browser to quit, waits for it, and removes the temporary profile."""
        if self._process_id is not None:
            try:
                self._send("Browser.close")
            except (BrowserError, OSError):
                pass
            if not self._wait_for_exit(5.0):
                os.kill(self._process_id, signal.SIGKILL)
                os.waitpid(self._process_id, 0)
            self._process_id = None
        for descriptor in (self._to_browser, self._from_browser):
            if descriptor is not None:
                os.close(descriptor)
        self._to_browser = self._from_browser = None
        if self._profile is not None:
            shutil.rmtree(self._profile, ignore_errors=True)
            self._profile = None

    def evaluate(self, url, expression):
        """Loads `url` in a new tab, waits for the load event and the fonts, and returns the awaited value
        of the JavaScript `expression`."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        try:
            value = self._load_and_evaluate(session, url, expression)
        except PageError:
            self.call("Target.closeTarget", {"targetId": target})
            raise
        self.call("Target.closeTarget", {"targetId": target})
        return value

    def _load_and_evaluate(self, session, url, expression):
        self.call("Page.enable", session=session)
        navigation = self.call("Page.navigate", {"url": url}, session=session)
        if navigation.get("errorText"):
            raise PageError(f"cannot load {url}: {navigation['errorText']}")
        self._wait_for_event("Page.loadEventFired", session)
        wrapped = f"(async () => {{ await document.fonts.ready; return await ({expression}\n); }})()"
        reply = self.call(
            "Runtime.evaluate",
            {"expression": wrapped, "awaitPromise": True, "returnByValue": True},
            session=session,
        )
        if "exceptionDetails" in reply:
            details = reply["exceptionDetails"]
            message = details.get("exception", {}).get("description") or details.get("text")
            raise PageError(f"the JavaScript threw: {message}")
        return reply["result"].get("value")

    def call(self, method, params=None, session=None):
        """Sends one DevTools command and returns its result, keeping events that arrive meanwhile."""
        message_id = self._send(method, params, session)
        while True:
            message = self._read_message()
            if message.get("id") == message_id:
                if "error" in message:
                    raise PageError(f"{method} failed: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self._events.append(message)

    def _send(self, method, params=None, session=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self._to_browser, data)
            data = data[written:]
        return self._next_id

    def _wait_for_event(self, method, session):
        while True:
            for index, event in enumerate(self._events):
                if event["method"] == method and event.get("sessionId") == session:
                    del self._events[index]
                    return event
            self._events.append(self._read_message())

    def _read_message(self):
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise BrowserError(f"chromium did not answer within {self.timeout:g} s")
            ready, _, _ = select.select([self._from_browser], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def _wait_for_exit(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            process_id, _ = os.waitpid(self._process_id, os.WNOHANG)
            if process_id != 0:
                return True
            time.sleep(0.05)
        return False


class Tab:
    """A tab of a Chromium browser with a page loaded (the load event has fired)."""

    def __init__(self, browser, url):
        self.browser = browser
        self.target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": self.target, "flatten": True})[
            "sessionId"
        ]
        browser.call("Page.enable", session=self.session)
        navigation = browser.call("Page.navigate", {"url": url}, session=self.session)
        if navigation.get("errorText"):
            raise PageError(f"cannot load {url}: {navigation['errorText']}")
        browser._wait_for_event("Page.loadEventFired", self.session)

    def evaluate(self, expression):
        """The awaited, JSON-serialized value of a JavaScript expression in the page."""
        reply = self.browser.call(
            "Runtime.evaluate",
            {"expression": expression, "awaitPromise": True, "returnByValue": True},
            session=self.session,
        )
        if "exceptionDetails" in reply:
            details = reply["exceptionDetails"]
            message = details.get("exception", {}).get("description") or details.get("text")
            raise PageError(f"the JavaScript threw: {message}")
        return reply["result"].get("value")

    def wait_until(self, expression, what, timeout=10.0):
        """Waits until a JavaScript expression is truthy, checking every 50 ms; PageError after `timeout`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate(f"Boolean({expression})"):
                return
            time.sleep(0.05)
        raise PageError(f"timed out waiting for {what}")

    def screenshot(self):
        """The page as it shows now, as PNG bytes."""
        reply = self.browser.call("Page.captureScreenshot", {"format": "png"}, session=self.session)
        return base64.b64decode(reply["data"])

    def close(self):
        self.browser.call("Target.closeTarget", {"targetId": self.target})


def find_chromium():
    """The first Chromium-like browser on PATH, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    page = parser.add_mutually_exclusive_group(required=True)
    page.add_argument("--url", help="the page to load, e.g. file:///tmp/page.html")
    page.add_argument("--file", help="a local file to load (turned into a file:// URL)")
    code = parser.add_mutually_exclusive_group(required=True)
    code.add_argument("--eval", dest="expression", help="a JavaScript expression; a promise is awaited")
    code.add_argument("--script", help="a file holding the body of an async JavaScript function (use return)")
    parser.add_argument("--chromium", help="the browser executable (default: chromium found on PATH)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer")
    parser.add_argument("--window-size", default="1280,800", help="viewport as WIDTH,HEIGHT")
    parser.add_argument(
        "--chromium-arg", action="append", default=[], help="an extra browser flag (repeatable)"
    )
    arguments = parser.parse_args(argv)

    url = arguments.url or pathlib.Path(arguments.file).resolve().as_uri()
    if arguments.script is not None:
        body = pathlib.Path(arguments.script).read_text(encoding="utf-8")
        expression = f"(async () => {{\n{body}\n}})()"
    else:
        expression = arguments.expression
    try:
        width, height = (int(part) for part in arguments.window_size.split(","))
    except ValueError:
        parser.error("--window-size must be WIDTH,HEIGHT")

    try:
        with Chromium(
            arguments.chromium, arguments.chromium_arg, (width, height), arguments.timeout
        ) as browser:
            value = browser.evaluate(url, expression)
    except PageError as error:
        print(f"cdp.py: {error}", file=sys.stderr)
        return 1
    except BrowserError as error:
        print(f"cdp.py: {error}", file=sys.stderr)
        return 3
    print(json.dumps(value, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
