// The caught messages, in memory (a dev inbox: a restart empties it), capped so that a long session
// cannot grow without bound.
import { randomBytes } from 'node:crypto';

/**
 * @typedef {object} StoredAttachment
 * @property {string} filename
 * @property {string} contentType
 * @property {number} size
 * @property {Buffer} content
 *
 * @typedef {object} StoredMessage
 * @property {string} id
 * @property {string} from
 * @property {string} to
 * @property {string} subject
 * @property {string} date ISO 8601 (the Date header, else when it arrived)
 * @property {string} text
 * @property {string | null} html
 * @property {StoredAttachment[]} attachments
 */

export const MAX_MESSAGES = 500;

export function createStore() {
  /** @type {StoredMessage[]} newest first */
  let messages = [];
  return {
    /** @param {Omit<StoredMessage, 'id'>} message */
    add(message) {
      const stored = { id: randomBytes(6).toString('hex'), ...message };
      messages = [stored, ...messages].slice(0, MAX_MESSAGES);
      return stored;
    },
    list: () => messages,
    /** @param {string} id */
    get: (id) => messages.find((m) => m.id === id) ?? null,
    clear() {
      messages = [];
    },
  };
}

/** The JSON shape of GET /api/messages (no bodies of attachments). @param {StoredMessage} m */
export function summary(m) {
  return {
    id: m.id,
    from: m.from,
    to: m.to,
    subject: m.subject,
    date: m.date,
    text: m.text,
    attachments: m.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
  };
}
