#!/usr/bin/env python3
"""Clients for measuring `morph preview` under load (see preview-load).

    preview-clients.py hostile PORT SECONDS    oversized headers and slow requests, for SECONDS
    preview-clients.py queries PORT PID COUNT SCENE
                                               COUNT requests with distinct query strings, printing
                                               the server's resident memory as it goes

The hostile client keeps, in parallel: connections sending a 1 MB header (each should be answered
431 and closed), connections sending a request one byte per second (slow requests, which the
server's idle timeout ends), and a few connections sending a request line and then nothing. It prints
one JSON object of what it saw.
"""

import json
import os
import socket
import sys
import threading
import time

HOST = "127.0.0.1"


def oversized_headers(port, deadline, counts):
    header = b"X-Filler: " + b"a" * (1 << 20) + b"\r\n"
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=10) as connection:
                connection.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
                try:
                    connection.sendall(header)
                except OSError:
                    pass  # the server answered and closed before reading the whole megabyte
                answer = connection.recv(64)
                key = "431" if b" 431 " in answer else ("closed" if not answer else "other")
                counts[key] = counts.get(key, 0) + 1
        except OSError:
            counts["refused"] = counts.get("refused", 0) + 1
            time.sleep(0.05)


def slow_request(port, deadline, counts):
    request = b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + b"s" * 4096 + b"\r\n\r\n"
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=30) as connection:
                for byte in request:
                    if time.monotonic() >= deadline:
                        break
                    connection.sendall(bytes([byte]))
                    time.sleep(1)
                counts["slow"] = counts.get("slow", 0) + 1
        except OSError:
            counts["slow-closed"] = counts.get("slow-closed", 0) + 1


def silent(port, deadline, counts):
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=60) as connection:
                connection.sendall(b"GET / HTTP/1.1\r\n")
                start = time.monotonic()
                answer = connection.recv(64)
                counts["silent-closed-after-s"] = round(time.monotonic() - start, 1)
                if answer:
                    counts["silent-answered"] = counts.get("silent-answered", 0) + 1
        except OSError:
            counts["silent-error"] = counts.get("silent-error", 0) + 1


def hostile(port, seconds):
    deadline = time.monotonic() + seconds
    counts = {}
    workers = [threading.Thread(target=oversized_headers, args=(port, deadline, counts)) for _ in range(2)]
    workers += [threading.Thread(target=slow_request, args=(port, deadline, counts)) for _ in range(20)]
    workers += [threading.Thread(target=silent, args=(port, deadline, counts)) for _ in range(5)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    print(json.dumps(counts, sort_keys=True))


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def queries(port, pid, count, scene):
    """COUNT keep-alive requests over 8 connections, each with a query string no other request has."""
    samples = [(0, resident_kib(pid))]
    statuses = {}
    lock = threading.Lock()
    done = [0]

    def worker(offset):
        connection = socket.create_connection((HOST, port), timeout=30)
        reader = connection.makefile("rb")
        for index in range(offset, count, 8):
            request = (f"GET /scene/{scene}/review.json?transition=t{index:07d} HTTP/1.1\r\n"
                       f"Host: localhost\r\n\r\n").encode()
            connection.sendall(request)
            status = reader.readline().split()[1].decode()
            length = 0
            while True:
                line = reader.readline()
                if line in (b"\r\n", b""):
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            reader.read(length)
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
                done[0] += 1
                if done[0] % (count // 10) == 0:
                    samples.append((done[0], resident_kib(pid)))
        connection.close()

    workers = [threading.Thread(target=worker, args=(offset,)) for offset in range(8)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    print(json.dumps({"statuses": statuses, "rssKiB": samples}))


if __name__ == "__main__":
    if sys.argv[1:2] == ["hostile"]:
        hostile(int(sys.argv[2]), float(sys.argv[3]))
    elif sys.argv[1:2] == ["queries"]:
        queries(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    else:
        sys.exit(__doc__)
