// The results list moved to components/ so the template editor's "Try as candidate" shows the same rows; the
// workbench keeps importing it from here.
export { OutputDiff, TestResults } from '@/components/test-results';
