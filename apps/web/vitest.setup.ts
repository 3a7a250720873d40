import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded two-core CI machine lazy pages and chained queries
// can take longer. A generous ceiling costs nothing when things are fast and keeps the suite deterministic.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
