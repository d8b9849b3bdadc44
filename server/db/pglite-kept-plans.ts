import { type messages, type PGlite, protocol, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';

/**
 * PGlite as drizzle's PGlite driver calls it (`query` and `transaction`), with its statements' plans
 * kept, as node-postgres keeps a named statement's on PostgreSQL (decision 080). PGlite's own `query`
 * sends each statement unnamed, so the backend parses and plans it again every time: most of what a
 * page's statement costs. Here each SQL text is parsed once under a name, with its parameter and
 * column types, and then only bound and run, in one exchange with the backend where PGlite's `query`
 * makes six. At most `capacity` texts are kept; the one used longest ago is closed when another comes.
 *
 * It answers as PGlite's `query` does, and takes PGlite's own locks: a statement outside a transaction
 * waits for any transaction to end, and within one waits for the statement before it.
 */
export class PgliteKeepingPlans {
  readonly #pg: PGlite;
  readonly #capacity: number;
  /** By SQL text, in the order they were last used. */
  readonly #statements = new Map<string, Statement>();
  /** Names are the backend's, one namespace for every client of one PGlite: each client's are its own. */
  readonly #prefix = `kept_${++clients}_`;
  #named = 0;

  constructor(pg: PGlite, capacity = 128) {
    this.#pg = pg;
    this.#capacity = capacity;
  }

  /** How many statements the backend holds for this client. */
  get kept(): number {
    return this.#statements.size;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return this.#pg.query(text, params, options);
    // PGlite's `query` takes the transaction lock too: an open transaction's statements come first.
    return this.#pg._runExclusiveTransaction(() => this.#run<T>(text, params, options, true));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#pg.transaction((tx) => {
      const keeping: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return options?.blob ? tx.query<R>(text, params, options) : this.#run<R>(text, params ?? [], options, false);
        },
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec: (text, options) => tx.exec(text, options),
        rollback: () => tx.rollback(),
        listen: (channel, onNotify) => tx.listen(channel, onNotify),
        get closed() {
          return tx.closed;
        },
      };
      return callback(keeping);
    });
  }

  #run<T>(text: string, params: unknown[], options: QueryOptions | undefined, alone: boolean): Promise<Results<T>> {
    return this.#pg.runExclusive(async () => {
      try {
        let statement = this.#statements.get(text);
        if (statement === undefined) statement = await this.#prepare(text, options);
        else {
          // Used last, so closed last: the map's first is the one used longest ago.
          this.#statements.delete(text);
          this.#statements.set(text, statement);
        }
        const answer = await this.#bound(text, statement, params, options);
        // As PGlite's `query` does: a statement outside a transaction reaches the disk before it answers.
        if (alone) await this.#pg.syncToFs();
        return answer as Results<T>;
      } catch (error) {
        // PGlite's own errors carry the statement that failed.
        if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    });
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `${this.#prefix}${++this.#named}`;
    const { messages } = await this.#exchange(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages) {
      if (message.name === 'parameterDescription') paramTypes = (message as ParameterDescription).dataTypeIDs;
      else if (message.name === 'rowDescription') fields = (message as RowDescription).fields.map(({ name, dataTypeID }: Field) => ({ name, dataTypeID }));
    }
    const statement = { name, paramTypes, fields };
    this.#statements.set(text, statement);
    if (this.#statements.size > this.#capacity) await this.#close(...(this.#statements.entries().next().value as [string, Statement]));
    return statement;
  }

  async #bound(text: string, statement: Statement, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const serializers = this.#pg.serializers;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    try {
      const { messages } = await this.#exchange(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync());
      return this.#results(statement.fields, messages, options);
    } catch (error) {
      // The backend refuses a kept plan whose columns a migration changed: prepared again, it answers.
      if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) await this.#close(text, statement);
      throw error;
    }
  }

  #results(fields: Field[], messages: BackendMessage[], options: QueryOptions | undefined): Results {
    // Each column by the caller's parser for its type, else PGlite's, as PGlite's `query` decodes. The
    // caller's set is a new object on every call (drizzle makes one per statement it builds), so it is
    // looked up per column rather than merged into PGlite's.
    const theirs = options?.parsers;
    const parsers = fields.map((field) => (theirs?.[field.dataTypeID] ? theirs : this.#pg.parsers));
    const byArray = options?.rowMode === 'array';
    const rows: Row[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values: unknown[] = (message as DataRow).fields.map((value: string | null, i: number) => types.parseType(value, fields[i]!.dataTypeID, parsers[i]));
        rows.push(byArray ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])));
      } else if (message.name === 'commandComplete') {
        // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others end in a word.
        const [command = '', ...rest] = (message as CommandComplete).text.split(' ');
        const count = Number.parseInt(rest.at(-1) ?? '', 10);
        if (Number.isNaN(count)) continue;
        rowCount = count;
        if (CHANGING.has(command)) affectedRows += count;
      }
    }
    return { rows, fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
  }

  /** Forgets `text`, and has the backend drop its statement. */
  async #close(text: string, statement: Statement) {
    this.#statements.delete(text);
    await this.#exchange(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
  }

  /** The messages sent as one exchange; throws the backend's error after its `sync` has answered. */
  #exchange(...messages: Uint8Array[]) {
    return this.#pg.execProtocol(Buffer.concat(messages), { syncToFs: false });
  }
}

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

let clients = 0;

const { serialize } = protocol;
type Row = Results['rows'][number];
type BackendMessage = messages.BackendMessage;
type ParameterDescription = messages.ParameterDescriptionMessage;
type RowDescription = messages.RowDescriptionMessage;
type DataRow = messages.DataRowMessage;
type CommandComplete = messages.CommandCompleteMessage;

/** "cached plan must not change result type": a kept statement's table changed its columns. */
const CACHED_PLAN_CHANGED = '0A000';

/** Commands whose tag counts rows changed. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
