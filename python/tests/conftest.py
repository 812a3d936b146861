"""Shared fixtures: the CLI (to compare values with the module's on the same inputs)."""

import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def cli():
    """Runs the `cgt` command-line tool (CGT_CLI, set by ctest) and returns its stdout lines."""
    path = os.environ.get("CGT_CLI")
    if not path or not os.path.exists(path):
        pytest.skip("CGT_CLI is not set: run through ctest, or set it to the built cgt")

    def run(*args: str) -> list:
        done = subprocess.run([path, *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    return run
