"""Long calls release the GIL (another Python thread runs meanwhile) and stop on Ctrl-C."""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import cgt
from octal_naive import naive_octal

HERE = os.path.dirname(os.path.abspath(__file__))


def test_a_long_call_lets_other_threads_run():
    ticks = []
    stop = threading.Event()

    def count():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    counter = threading.Thread(target=count)
    counter.start()
    try:
        time.sleep(0.02)
        before = len(ticks)
        start = time.monotonic()
        cgt.Game("{1|-1}").ordinal_sum(3 * 10**5)  # builds 3.10^5 games, without the GIL
        elapsed = time.monotonic() - start
        during = len(ticks) - before
    finally:
        stop.set()
        counter.join()
    assert elapsed > 0.05, "the call was too quick to tell"
    # With the GIL held the counter could not tick at all during the call; released, it ticks about
    # every millisecond (far fewer on a loaded machine, hence the low bar).
    assert during >= max(10, 0.05 * elapsed / 0.002), (during, elapsed)


def test_two_threads_compute_at_once():
    results = {}

    def work(name, code):
        results[name] = cgt.grundy.octal(code, 200000, threads=1)

    threads = [threading.Thread(target=work, args=(k, c)) for k, c in (("a", "0.137"), ("b", "0.07"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results["a"][:100].tolist() == naive_octal("0.137", 100)
    assert results["b"][:100].tolist() == naive_octal("0.07", 100)


# Each snippet runs for minutes unless interrupted.
LONG_CALLS = {
    "game operation": "cgt.Game('{1|-1}').ordinal_sum(10**9)",
    "domination DP": "(lambda r: cgt.domination.path(''.join(r.choice('ABC') for _ in range(100))).value)(random.Random(7))",
    "octal sequence": "cgt.grundy.octal('0.13337', 10**6)",
    "graph search": "cgt.play('node-kayles', 'grid(7,8)')",
}


@pytest.mark.parametrize("name", sorted(LONG_CALLS))
def test_ctrl_c_stops_a_long_call(name):
    program = ("import random, sys, cgt\nprint('ready', flush=True)\ntry:\n    " + LONG_CALLS[name] +
               "\nexcept KeyboardInterrupt:\n    print('interrupted', flush=True)\n    sys.exit(3)\n")
    env = dict(os.environ)
    child = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    try:
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.5)  # well inside the call
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=20)
        stopped_after = time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 3, (out, err)
    assert "interrupted" in out
    assert stopped_after < 5, stopped_after
