/**
 * The one argument parser of the operator's commands (deploy, submissions,
 * audit). They touch production data and deploys, so an argument they do not
 * understand is refused, never skipped: a typo of `--dry-run` must not deploy.
 * Node's util.parseArgs in strict mode refuses unknown options, missing
 * values, values given to a switch and stray words, and takes `--name value`
 * and `--name=value` alike; what it leaves (an option given twice, a value
 * outside its choices, options that contradict each other) is refused here.
 * A refusal exits 2 with the command's usage; a failure of the work itself
 * exits 1 (each command's own business).
 */
import { parseArgs } from 'node:util';

/**
 * @typedef {object} OptionSpec
 * @property {'string' | 'boolean'} type
 * @property {string} help what it does: one line of the usage
 * @property {string} [value] the value's name in the usage (by default, its choices)
 * @property {readonly string[]} [choices] the only values it takes
 * @property {readonly string[]} [excludes] options that contradict it
 */
/**
 * @typedef {object} CommandSpec
 * @property {string} usage how it is run
 * @property {string} summary what it does, in a sentence or two
 * @property {Record<string, OptionSpec>} options
 */
/**
 * What a command's options parse to: a string or a boolean by each option's
 * type, absent when not given.
 * @template {Record<string, OptionSpec>} O
 * @typedef {{ [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string } & { help?: boolean }} OptionValues
 */

/** An argument the command does not take: the operator gets the usage, exit 2. */
export class UsageError extends Error {}

/**
 * The options given, or a UsageError saying what is wrong with them.
 * @template {CommandSpec} C
 * @param {C} command
 * @param {string[]} args
 * @returns {OptionValues<C['options']>}
 */
export const parseCommandLine = (command, args) => {
  /** @type {Record<string, { type: 'string' | 'boolean'; short?: string }>} */
  const options = { help: { type: 'boolean', short: 'h' } };
  for (const [name, { type }] of Object.entries(command.options)) options[name] = { type };
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: false, tokens: true });
  } catch (error) {
    // Its messages name the argument: "Unknown option '--dryrun'", "Option '--env <value>' argument missing".
    const { code, message } = /** @type {{ code?: string; message: string }} */ (error);
    if (code?.startsWith('ERR_PARSE_ARGS_')) throw new UsageError(message);
    throw error;
  }
  const given = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
  const twice = given.find((name, index) => given.indexOf(name) !== index);
  if (twice) throw new UsageError(`--${twice} is given twice`);
  for (const name of given) {
    const spec = command.options[name];
    const value = parsed.values[name];
    if (!spec || typeof value !== 'string') continue;
    if (value === '') throw new UsageError(`--${name} needs a value`);
    if (spec.choices && !spec.choices.includes(value)) {
      throw new UsageError(`--${name} takes one of: ${spec.choices.join(', ')} (not "${value}")`);
    }
  }
  for (const name of given) {
    const conflict = command.options[name]?.excludes?.find((other) => given.includes(other));
    if (conflict) throw new UsageError(`--${name} and --${conflict} cannot be used together`);
  }
  return /** @type {OptionValues<C['options']>} */ (parsed.values);
};

/**
 * The command's usage: every option, with its value and what it does.
 * @param {CommandSpec} command
 */
export const usageText = (command) => {
  const rows = Object.entries(command.options).map(([name, spec]) => {
    const value = spec.value ?? spec.choices?.join('|');
    return [`--${name}${value ? ` ${value}` : ''}`, spec.help];
  });
  rows.push(['-h, --help', 'this text']);
  const width = Math.max(...rows.map(([flag = '']) => flag.length));
  return [
    `Usage: ${command.usage}`,
    command.summary,
    '',
    'Options:',
    ...rows.map(([flag = '', help]) => `  ${flag.padEnd(width)}  ${help}`),
  ].join('\n');
};

/**
 * Refuses a command line: what is wrong, then the usage, on stderr; exit 2.
 * @param {CommandSpec} command
 * @param {string} message
 * @returns {never}
 */
export const refuseUsage = (command, message) => {
  console.error(`${message}\n\n${usageText(command)}`);
  process.exit(2);
};

/**
 * This process's options for the command. `--help` prints the usage and
 * exits 0; anything the command does not take is refused (exit 2).
 * @template {CommandSpec} C
 * @param {C} command
 * @returns {OptionValues<C['options']>}
 */
export const operatorArgs = (command) => {
  try {
    const values = parseCommandLine(command, process.argv.slice(2));
    if (values.help) {
      console.log(usageText(command));
      process.exit(0);
    }
    return values;
  } catch (error) {
    if (error instanceof UsageError) refuseUsage(command, error.message);
    throw error;
  }
};
