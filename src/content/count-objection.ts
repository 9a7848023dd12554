/** The words of the control on /privacy that stops this browser's views being counted (src/islands/count-objection.tsx). */
export const COUNT_OBJECTION_WORDS = {
  counted: 'Your visits in this browser are counted, as above.',
  objected: 'Your visits in this browser are not counted. You can change your mind at any time.',
  browser:
    'Your browser already asks sites not to track it (Global Privacy Control or Do Not Track), so your visits are not counted.',
  /** A toggle's name: pressed, this browser objects. */
  object: 'Do not count my visits',
  withoutScript:
    'Without JavaScript this button cannot work, and no page is counted through it: turn on Global Privacy Control or Do Not Track in your browser instead.',
} as const;
