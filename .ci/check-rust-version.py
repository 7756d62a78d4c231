#!/usr/bin/env python3
"""Checks the workspace's `rust-version` against what it needs.

Our own code is checked by clippy's `incompatible_msrv` lint (every crate inherits the
workspace's rust-version). This script checks the other half: no package that the
locked build uses (normal, build and dev dependencies, for this platform) declares a
newer `rust-version` than the workspace's.
"""
import json
import subprocess
import sys
import tomllib


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def main():
    with open("Cargo.toml", "rb") as f:
        ours = tomllib.load(f)["workspace"]["package"]["rust-version"]
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform",
             subprocess.run(["rustc", "-vV"], capture_output=True, text=True, check=True)
             .stdout.split("host: ")[1].split()[0]],
            capture_output=True, text=True, check=True,
        ).stdout
    )
    used = {node["id"] for node in meta["resolve"]["nodes"]}
    too_new = [
        (p["name"], p["version"], p["rust_version"])
        for p in meta["packages"]
        if p["id"] in used and p.get("rust_version")
        and version(p["rust_version"]) > version(ours)
    ]
    for name, v, needs in sorted(too_new):
        print(f"{name} {v} needs Rust {needs}, but the workspace's rust-version is {ours}")
    if too_new:
        sys.exit(1)
    print(f"rust-version {ours}: every locked dependency builds with it")


main()
