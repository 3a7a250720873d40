# Runs a repository's unittest files inside the sandbox (apps/runner/src/job/repository-job.ts): copies the read-only
# tree at /repo into /box/work, lays the job's files over it, puts the dependencies at /deps on the path, and runs the
# named test files with unittest's verbose runner, whose lines the runner parses. The job comes as JSON on stdin.
#
# The files are loaded here rather than by `python -m unittest <files>`: that imports them in one go, so one file that
# does not load (a syntax error) ends the whole run with a traceback and no test is reported. Here such a file shows
# as a failed test of its own (the runner names it by its file), and the other files still run.
import json
import os
import shutil
import sys
import unittest

REPO, WORK, DEPS = "/repo", "/box/work", "/deps"

job = json.load(sys.stdin)


def prepare_work_tree():
    """Puts the repository in place; a failure here is the runner's to report (the job's error), not a failed test."""
    shutil.copytree(REPO, WORK, symlinks=True)
    # A cache may keep its tree read-only: the copy is the job's to write.
    for root, _dirs, files in os.walk(WORK):
        os.chmod(root, os.stat(root).st_mode | 0o700)
        for entry in files:
            path = os.path.join(root, entry)
            if not os.path.islink(path):
                os.chmod(path, os.stat(path).st_mode | 0o200)
    for file in job["files"]:
        target = os.path.join(WORK, file["path"])
        if os.path.isdir(target) and not os.path.islink(target):
            shutil.rmtree(target)
        elif os.path.lexists(target):
            os.remove(target)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(file["content"])


try:
    prepare_work_tree()
except Exception as error:  # noqa: BLE001 - any failure to set up is reported the same way
    sys.stderr.write(f"# assay-setup-failed {job['nonce']} {' '.join(str(error).split())}\n")
    sys.exit(3)

os.chdir(WORK)
# The work tree in place of the harness's own directory, then the dependencies (for the tests' own subprocesses too).
search_path = [WORK] + ([DEPS] if os.path.isdir(DEPS) else [])
sys.path[0:1] = search_path
os.environ["PYTHONPATH"] = os.pathsep.join(search_path)
sys.stdin = open(os.devnull)


def module_of(path):
    return path[: -len(".py")].replace("/", ".") if path.endswith(".py") else path.replace("/", ".")


def did_not_load(module, error):
    def test_load(self):
        raise error

    return type("FileDidNotLoad", (unittest.TestCase,), {"test_load": test_load, "__module__": module})("test_load")


loader = unittest.TestLoader()
suite = unittest.TestSuite()
for path in job["testFiles"]:
    module = module_of(path)
    try:
        suite.addTest(loader.loadTestsFromName(module))
    except BaseException as error:  # noqa: BLE001 - whatever stops a file loading is that file's failure
        suite.addTest(did_not_load(module, error))

result = unittest.TextTestRunner(stream=sys.stderr, verbosity=2).run(suite)
sys.exit(0 if result.wasSuccessful() else 1)
