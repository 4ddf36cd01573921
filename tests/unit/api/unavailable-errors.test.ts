// Which errors mean "the database went away" (the page answers 503 with Retry-After, the API 503), not a bug (500).
// Found by bench/load-topology.mjs --fault pg-restart at 2,000 visitors: searches rendered during the restart came
// back as 500 HTML pages among the 503s; reproduced with one database refusing connections (55000), which the
// list did not know, nor a crash shutdown (57P02), a broken pipe or the 08xxx connection failures.
import { isUnavailableError } from '@/lib/api/errors';

const pg = (code: string, message: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isUnavailableError', () => {
  test.each([
    ['a restart: terminating connection due to administrator command (57P01)', pg('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', pg('57P02', 'terminating connection because of crash of another server process')],
    ['starting up (57P03)', pg('57P03', 'the database system is starting up')],
    ['a database not accepting connections (55000), by its message', pg('55000', 'database "shop" is not currently accepting connections')],
    ['a connection failure (08006)', pg('08006', 'connection failure')],
    ['a connection that does not exist (08003)', pg('08003', 'connection does not exist')],
    ['postgres.js: the server closed the connection', pg('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432')],
    ['a socket written after the server closed it (EPIPE)', pg('EPIPE', 'write EPIPE')],
    ['connection refused while it restarts', pg('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ])('%s → unavailable, also as the cause of a failed query', (_label, err) => {
    expect(isUnavailableError(err)).toBe(true);
    expect(isUnavailableError(wrapped(err))).toBe(true);
  });

  test.each([
    ['a unique violation (23505)', pg('23505', 'duplicate key value violates unique constraint')],
    ['another object-state error (55000) that is not about connections', pg('55000', 'cannot perform operation in this state')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s → not unavailable (a 500 and a log line)', (_label, err) => {
    expect(isUnavailableError(err)).toBe(false);
  });
});
