import * as v from 'valibot';
import { mustBe, takeUnnamed } from '../../contract/common';

/*
 * Values of the wrong JSON type. valibot words them "Invalid type: Expected string but received 12.5";
 * the API says what the field must be, as its other messages do: "Description must be text.". The
 * library words an issue before it knows the field it lies in, so the words come in two steps: the
 * schema message below says what the value must be ("Must be text."), and `namedIssues`, which sees
 * the issue's path once the request is parsed, puts the field's name in front. Here and not in the
 * contract, whose schemas the browser loads too: its forms never hold a value of the wrong type.
 */

/** What each type valibot expects is, in words. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  bigint: 'a whole number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
  Date: 'a date',
  File: 'a file',
  Blob: 'a file',
  null: 'null',
};

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** valibot's `expected` in words: `string` is "text", `"Labor" | "Other"` is "Labor or Other", `string | Array` is "text or a list". */
function expectedInWords(expected: string | null): string {
  // Several are written `("a" | "b")`.
  const options = (expected ?? '').replace(/^\((.*)\)$/, '$1').split(' | ').filter(Boolean);
  if (options.length && options.every((option) => /^".*"$|^-?\d|^(true|false)$/.test(option))) return listed(options.map((option) => option.replace(/^"(.*)"$/, '$1')));
  return listed([...new Set(options.map((option) => TYPE_WORDS[option] ?? 'a valid value'))]) || 'a valid value';
}

/**
 * The message of a schema's issue when the contract gives none: a nested object's missing field is
 * required, and a value of the wrong type says what it must be (the contract gives every check of a
 * request its own message, and the top of each request says its fields are required: `fields()`).
 */
function schemaMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.path?.[0]?.origin === 'key') return 'This field is required.';
  return mustBe(expectedInWords(issue.expected))(issue);
}

// Set once for the process, for the one way every request's input is checked (`validate`, which runs
// the schema through the Standard Schema interface and so cannot pass a message of its own).
v.setSchemaMessage(schemaMessage);

/** A field's key in words: `unitPriceCents` is "unit price", `email` "e-mail", `redirectUrl` "redirect URL". */
const keyInWords = (key: string) =>
  key
    .replace(/Cents$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .replace(/\bemail\b/g, 'e-mail')
    .replace(/\burl\b/g, 'URL');

/** A `mustBe` message with the name of the field it lies in: "Description must be text.", "Each of the times must be an object.". */
function namedMessage(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  const last = path.at(-1);
  const parent = path.at(-2);
  const rest = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  if (last?.type === 'object' && typeof last.key === 'string') {
    const words = keyInWords(last.key);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${rest}`;
  }
  if (last?.type === 'array' && parent?.type === 'object' && typeof parent.key === 'string') return `Each of the ${keyInWords(parent.key)} ${rest}`;
  return issue.message;
}

/** The message of each of a parsed request's issues, with its field's name in front where `mustBe` worded it. */
export const issueMessage = (issue: v.BaseIssue<unknown>): string => (takeUnnamed(issue) ? namedMessage(issue) : issue.message);
