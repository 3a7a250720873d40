import { describe, expect, it } from 'vitest';
import { parseDiff } from './parse-diff';

const diff = `diff --git a/app/invites.py b/app/invites.py
index 4b1c2de..a97f310 100644
--- a/app/invites.py
+++ b/app/invites.py
@@ -1,3 +1,4 @@
 """Invitations."""
-import os
+import random
+import string
 
@@ -10,2 +11,2 @@ def accept(code):
-    return None
+    return code
     pass
diff --git a/app/new.py b/app/new.py
new file mode 100644
--- /dev/null
+++ b/app/new.py
@@ -0,0 +1,1 @@
+print("hi")
`;

describe('parseDiff', () => {
  it('numbers each line in the old and the new file, file by file, without git’s a/ and b/', () => {
    const files = parseDiff(diff);
    expect(files.map((file) => file.file)).toEqual(['app/invites.py', 'app/new.py']);
    const [first, second] = files[0]!.hunks;
    expect(first!.header).toBe('@@ -1,3 +1,4 @@');
    expect(first!.lines.map((line) => [line.kind, line.oldLine, line.newLine])).toEqual([
      ['same', 1, 1],
      ['removed', 2, null],
      ['added', null, 2],
      ['added', null, 3],
      ['same', 3, 4],
    ]);
    expect(second!.lines.map((line) => [line.kind, line.oldLine, line.newLine, line.text])).toEqual([
      ['removed', 10, null, '    return None'],
      ['added', null, 11, '    return code'],
      ['same', 11, 12, '    pass'],
    ]);
    expect(files[1]!.hunks[0]!.lines).toEqual([{ kind: 'added', text: 'print("hi")', oldLine: null, newLine: 1 }]);
  });
});
