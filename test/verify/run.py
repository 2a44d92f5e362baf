#!/usr/bin/env python3
"""run.py — runs the verifier cases of one file through `cutile verify` (format: README.md).

    python3 test/verify/run.py FILE.mlir      (environment: CUTILE, the cutile binary)

Each case (the text between `// -----` lines) is written to a file of its own, padded with
empty lines so that a parse error names the line of FILE, and verified; the case passes when
the exit status and the message are the ones its directive asks for. Exit status: 0 when every
case passed, 1 otherwise (each failure is printed with its line in FILE).
"""
import os
import re
import subprocess
import sys
import tempfile

SEPARATOR = re.compile(r"^// -----\s*$")
DIRECTIVE = re.compile(r"^// (expected-error|expected-ok|stage)(?::\s*(.*?))?\s*$")
EXIT_VERIFY = 20  # CUTILE_ERROR_VERIFY
STAGES = ("tile", "mem", "sched")


class CaseError(Exception):
    pass


def split_cases(lines):
    """[(first line number, [lines])] of the cases, split at the separator lines."""
    cases, start, body = [], 1, []
    for number, line in enumerate(lines, 1):
        if SEPARATOR.match(line):
            cases.append((start, body))
            start, body = number + 1, []
        else:
            body.append(line)
    cases.append((start, body))
    return cases


def directives(start, body):
    """(expected error substring or None for expected-ok, stage or None) of one case."""
    expect, stage = [], None
    for number, line in enumerate(body, start):
        m = DIRECTIVE.match(line)
        if not m:
            continue
        key, value = m.group(1), m.group(2)
        if key == "stage":
            if value not in STAGES or stage is not None:
                raise CaseError(f"line {number}: one '// stage: tile|mem|sched' at most")
            stage = value
        elif (key == "expected-ok") != (value is None) or (value is not None and not value):
            raise CaseError(f"line {number}: malformed directive {line.strip()!r}")
        else:
            expect.append(value)
    if len(expect) != 1:
        raise CaseError(f"line {start}: a case needs exactly one expected-error or expected-ok, "
                        f"has {len(expect)}")
    return expect[0], stage


def run_case(cutile, path, start, body, scratch):
    expect, stage = directives(start, body)
    case = os.path.join(scratch, f"case{start}.mlir")
    with open(case, "w") as f:
        f.write("\n" * (start - 1) + "\n".join(body) + "\n")
    cmd = [cutile, "verify"] + (["--stage", stage] if stage else []) + [case]
    r = subprocess.run(cmd, capture_output=True, text=True)
    err = r.stderr.strip()
    if expect is None:
        if r.returncode != 0:
            raise CaseError(f"line {start}: expected to verify, got exit {r.returncode}: {err}")
    elif r.returncode != EXIT_VERIFY or "IR verification failed: " not in err:
        raise CaseError(f"line {start}: expected exit {EXIT_VERIFY} (IR verification failed), "
                        f"got exit {r.returncode}: {err or r.stdout.strip()}")
    elif expect not in err:
        raise CaseError(f"line {start}: expected the message to contain {expect!r}, got: {err}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: run.py FILE.mlir")
    path, cutile = sys.argv[1], os.environ.get("CUTILE", "")
    if not os.access(cutile, os.X_OK):
        sys.exit(f"run.py: CUTILE={cutile!r} is not executable")
    with open(path) as f:
        cases = split_cases(f.read().split("\n"))
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for start, body in cases:
            try:
                run_case(cutile, path, start, body, scratch)
            except CaseError as e:
                print(f"{path}:{e}", file=sys.stderr)
                failures += 1
    print(f"{path}: {len(cases) - failures} of {len(cases)} cases passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
