/** The words of the control on /privacy that stops this browser's views being counted (src/islands/count-objection.tsx). */
export const COUNT_OBJECTION_WORDS = {
  /** Before the page's code has read this browser's settings, and without JavaScript: true either way. */
  unknown:
    'Unless your browser asks sites not to track it (Global Privacy Control or Do Not Track), your visits are counted, as above.',
  counted: 'Your visits in this browser are counted, as above.',
  objected: 'Your visits in this browser are not counted. You can change your mind at any time.',
  browser:
    'Your browser already asks sites not to track it (Global Privacy Control or Do Not Track), so your visits are not counted.',
  /** A toggle's name: pressed, this browser objects. */
  object: 'Do not count my visits',
  withoutScript:
    'Without JavaScript there is no button here: to object, turn on Global Privacy Control or Do Not Track in your browser.',
} as const;
