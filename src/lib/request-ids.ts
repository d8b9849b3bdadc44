/**
 * The X-Request-Id of the latest API answer this page got, so an error report from the page names the
 * request whose server log lines go with it (the server tags its own reports with the same id).
 */
let latest: string | undefined;

export const noteRequestId = (id: string | null) => {
  if (id) latest = id;
};

export const latestRequestId = () => latest;
