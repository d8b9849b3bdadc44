/**
 * A refusal of one field of the request (400 problem+json, as `validate` answers), thrown where the
 * check needs the database, before or while something is stored; the route's handler turns it into
 * the answer and the caller's transaction rolls back.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRefusal';
  }
}
