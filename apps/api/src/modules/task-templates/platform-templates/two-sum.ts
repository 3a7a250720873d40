import type { TemplateContentInput } from '@assay/contracts';

// 10 000 numbers where only the last two add up to the target: a pairwise search is too slow for it.
const LARGE_PAIR = Array.from({ length: 10_000 }, (_, index) =>
  index < 9_998 ? 2 * index + 2 : index === 9_998 ? 1_000_001 : 1_000_002,
);

export const TWO_SUM: TemplateContentInput = {
  title: 'Two Sum',
  statement: [
    'Write a function `twoSum(nums, target)` that returns the indices `[i, j]` (with `i < j`) of the two numbers in `nums` that add up to `target`.',
    '',
    'Exactly one pair adds up to the target, and `nums` holds up to 10 000 integers — look for something faster than trying every pair.',
    '',
    '**Example.** `twoSum([2, 7, 11, 15], 9)` returns `[0, 1]`.',
  ].join('\n'),
  difficulty: 'medium',
  tags: ['arrays', 'hash maps'],
  estimated_minutes: 20,
  test_kind: 'function',
  entry_function: 'twoSum',
  comparison: 'exact',
  languages: [
    {
      language: 'python',
      starter_code:
        'def twoSum(nums, target):\n    # Return the indices [i, j] of the two numbers that add up to target.\n    return []\n',
      reference_solution:
        'def twoSum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n    return []\n',
    },
    {
      language: 'javascript',
      starter_code:
        'function twoSum(nums, target) {\n  // Return the indices [i, j] of the two numbers that add up to target.\n  return [];\n}\n',
      reference_solution:
        'function twoSum(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i += 1) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}\n',
    },
    {
      language: 'typescript',
      starter_code:
        'function twoSum(nums: number[], target: number): number[] {\n  // Return the indices [i, j] of the two numbers that add up to target.\n  return [];\n}\n',
      reference_solution:
        'function twoSum(nums: number[], target: number): number[] {\n  const seen = new Map<number, number>();\n  for (let i = 0; i < nums.length; i += 1) {\n    const other = seen.get(target - nums[i]);\n    if (other !== undefined) return [other, i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}\n',
    },
  ],
  tests: [
    {
      id: 'example',
      name: 'the example',
      hidden: false,
      weight: 1,
      input: '[[2, 7, 11, 15], 9]',
      expected_output: '[0, 1]',
    },
    {
      id: 'middle',
      name: 'a pair in the middle',
      hidden: false,
      weight: 1,
      input: '[[3, 2, 4], 6]',
      expected_output: '[1, 2]',
    },
    {
      id: 'equal',
      name: 'two equal numbers',
      hidden: true,
      weight: 1,
      input: '[[3, 3], 6]',
      expected_output: '[0, 1]',
    },
    {
      id: 'negative',
      name: 'negative numbers',
      hidden: true,
      weight: 1,
      input: '[[-3, 4, 3, 90], 0]',
      expected_output: '[0, 2]',
    },
    {
      id: 'large',
      name: '10 000 numbers',
      hidden: true,
      weight: 2,
      input: JSON.stringify([LARGE_PAIR, 2_000_003]),
      expected_output: '[9998, 9999]',
    },
  ],
  hints: [
    'Walking the list once, what would you need to remember about the numbers already seen?',
    'A map from value to index answers "have I seen target − x?" at once.',
  ],
  rubric: [
    { name: 'Efficiency', description: 'One pass with a map, not every pair.', weight: 2 },
    { name: 'Correctness', description: 'Equal and negative numbers too.', weight: 2 },
  ],
};
