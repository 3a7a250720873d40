import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded two-core CI machine lazy pages and chained queries
// can take longer. A generous ceiling costs nothing when things are fast and keeps the suite deterministic.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom lays nothing out, and has no geometry for text ranges; CodeMirror measures them as it draws. Empty
// rectangles are what a real browser reports for collapsed text, so the editor simply finds nothing to scroll to.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
