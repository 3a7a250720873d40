# Runs a repository's unittest files inside the sandbox (apps/runner/src/job/repository-job.ts): copies the read-only
# tree at /repo into /box/work, lays the job's files over it, puts the dependencies at /deps on the path, and runs the
# named test files with unittest's verbose runner, whose lines the runner parses. The job comes as JSON on stdin; the
# report goes to fd 3, which only the runner reads, so nothing the tests print to stdout or stderr (a fake
# `test_x (...) ... ok`) can pass for a result.
#
# The files are loaded here rather than by `python -m unittest <files>`: that imports them in one go, so one file that
# does not load (a syntax error) ends the whole run with a traceback and no test is reported. Here such a file shows
# as a failed test of its own (the runner names it by its file), and the other files still run.
#
# The code under test runs in this process: unittest's classes and modules are noted before any of it is imported,
# checked (and put back) after each file loads and after each file's tests ran; a file during which anything changed
# fails every test (`# assay-modified <nonce> <file> <message>`).
import io
import json
import os
import shutil
import sys
import unittest
import unittest.case
import unittest.loader
import unittest.result
import unittest.runner
import unittest.suite
import unittest.util

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


# The report goes to fd 3, which the runner alone reads: what the tests print to stdout or stderr is never a result.
# Unbuffered, so a test that ends the process leaves its started line behind.
report = io.TextIOWrapper(io.FileIO(3, "w", closefd=False), encoding="utf-8", errors="replace", write_through=True)


def harness_lines(nonce):
    """The harness's own lines, which carry the job's nonce, kept out of the module's names the tests can read."""
    return (
        lambda path, changed: (
            f"\n# assay-modified {nonce} {path} The test framework was modified by the code under test ({changed}).\n"
        ),
        lambda: f"# assay-end {nonce}\n",
    )


modified_line, end_line = harness_lines(job.pop("nonce"))

# The code under test runs in this process and could make failing tests pass by changing unittest itself
# (`unittest.TestCase.assertEqual = lambda *a, **k: None`). Everything the verdicts go through is noted before any of
# the repository's code is imported, checked after each file loads and after each file's tests ran, and put back.
FRAMEWORK_CLASSES = [
    unittest.TestCase,
    unittest.FunctionTestCase,
    unittest.TestResult,
    unittest.TextTestResult,
    unittest.TextTestRunner,
    unittest.TestSuite,
    unittest.TestLoader,
    unittest.case._Outcome,
    unittest.case._AssertRaisesContext,
    unittest.case._AssertRaisesBaseContext,
    unittest.case._SubTest,
    unittest.suite.BaseTestSuite,
    unittest.runner._WritelnDecorator,
]
FRAMEWORK_MODULES = [unittest, unittest.case, unittest.result, unittest.suite, unittest.runner, unittest.loader, unittest.util]
_missing = object()


def is_code(value):
    return callable(value) or isinstance(value, (staticmethod, classmethod, property))


def framework_state():
    """What the verdicts depend on: each class's methods (and other code), each module's attributes."""
    classes = {cls: {k: v for k, v in vars(cls).items() if is_code(v)} for cls in FRAMEWORK_CLASSES}
    modules = {module: dict(vars(module)) for module in FRAMEWORK_MODULES}
    return classes, modules


FRAMEWORK = framework_state()


def restore_framework():
    """Puts back what changed since FRAMEWORK; returns the names of what did ('' when nothing)."""
    changed = []
    classes, modules = FRAMEWORK
    for cls, methods in classes.items():
        now = vars(cls)
        for key, value in methods.items():
            if now.get(key, _missing) is not value:
                changed.append(f"{cls.__qualname__}.{key}")
                setattr(cls, key, value)
        for key, value in list(now.items()):
            if key not in methods and is_code(value):
                changed.append(f"{cls.__qualname__}.{key}")
                delattr(cls, key)
    for module, attributes in modules.items():
        now = vars(module)
        for key, value in attributes.items():
            if now.get(key, _missing) is not value:
                changed.append(f"{module.__name__}.{key}")
                setattr(module, key, value)
    for name in ("unittest", "unittest.case", "unittest.result", "unittest.suite", "unittest.runner", "unittest.loader"):
        if sys.modules.get(name) is not next(m for m in FRAMEWORK_MODULES if m.__name__ == name):
            changed.append(f"sys.modules[{name!r}]")
            sys.modules[name] = next(m for m in FRAMEWORK_MODULES if m.__name__ == name)
    return ", ".join(changed)


modified = {}


def restore_result(result):
    """The run's result object: no method of its own put on it, its stream still the report's."""
    changed = []
    for key, value in list(vars(result).items()):
        if is_code(value) and not isinstance(value, type):
            changed.append(f"the result's {key}")
            delattr(result, key)
    if getattr(result, "stream", None) is not RESULT_STREAM.get(id(result)):
        changed.append("the result's stream")
        result.stream = RESULT_STREAM[id(result)]
    return changed


RESULT_STREAM = {}


def check_framework(path, result=None):
    changed = restore_framework()
    if result is not None:
        changed = ", ".join(filter(None, [changed, *restore_result(result)]))
    if changed and path not in modified:
        modified[path] = changed
        # On a line of its own, even when a test's line is still waiting for its verdict.
        report.write(modified_line(path, changed))


class FileSuite(unittest.TestSuite):
    """One test file's tests, checked for changes to the framework once they ran."""

    def __init__(self, path, tests):
        super().__init__(tests)
        self.path = path

    def run(self, result, debug=False):
        RESULT_STREAM.setdefault(id(result), getattr(result, "stream", None))
        try:
            super().run(result, debug)
            # The file's classes and module are torn down with it, so what their teardown does is checked as the file's.
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._previousTestClass = None
        finally:
            check_framework(self.path, result)
        return result


loader = unittest.TestLoader()
suite = unittest.TestSuite()
for path in job["testFiles"]:
    module = module_of(path)
    try:
        tests = loader.loadTestsFromName(module)
    except BaseException as error:  # noqa: BLE001 - whatever stops a file loading is that file's failure
        tests = did_not_load(module, error)
    check_framework(path)
    suite.addTest(FileSuite(path, [tests]))

result = unittest.TextTestRunner(stream=report, verbosity=2).run(suite)
# The run's end, in the harness's words: a report that claims an end (`Ran N tests`) without this line was not the
# runner's (the code under test wrote it to fd 3 and ended the process).
report.write(end_line())
sys.exit(0 if result.wasSuccessful() and not modified else 1)
