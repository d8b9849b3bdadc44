// Generated from contract/openapi.json by `npm run generate:api`. Do not edit.

export interface paths {
    "/EmailSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter */
        post: operations["subscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Healthcheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API and its database answer */
        get: operations["healthcheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trades the provider offers */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    subscribeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Already subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        email: string;
                        /** Format: date-time */
                        subscribedAt: string;
                    };
                };
            };
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        email: string;
                        /** Format: date-time */
                        subscribedAt: string;
                    };
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        detail?: string;
                        errors: {
                            [key: string]: string[];
                        };
                        /** @constant */
                        status: 400;
                        /** @constant */
                        title: "Validation Error";
                        type: string;
                    };
                };
            };
        };
    };
    healthcheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
        };
    };
    listTrades: {
        parameters: {
            query?: {
                Name?: string;
                OrderBy?: "name" | "sortOrder";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of trades */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            id: string;
                            name: string;
                            slug: string;
                        }[];
                        page: number;
                        perPage: number;
                        totalItems: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        detail?: string;
                        errors: {
                            [key: string]: string[];
                        };
                        /** @constant */
                        status: 400;
                        /** @constant */
                        title: "Validation Error";
                        type: string;
                    };
                };
            };
        };
    };
}
