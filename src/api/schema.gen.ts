// Generated from contract/openapi.json by `npm run generate:api`. Do not edit.

export interface paths {
    "/Authentication/change-reserved-phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the signed-in user to the new number with the code texted to it */
        post: operations["changeReservedPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/complete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the profile after the first sign-in */
        post: operations["completeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/current-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in user’s account
         * @description Removes the name, e-mail and phone number, signs out everywhere and forgets the devices. Job history stays, without personal data.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the sign-in a refresh token belongs to */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/phone-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the texted code */
        post: operations["phoneLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description Each refresh token works once. Presenting one again ends the whole sign-in it belongs to.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/register-device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a push-notification token of the signed-in user’s device */
        post: operations["registerDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/reserve-phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to a new phone number for the signed-in user */
        post: operations["reservePhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/send-phone-login-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a 6-digit sign-in code to a phone number
         * @description The answer is the same whether or not an account exists for the number; the account is created at its first sign-in.
         */
        post: operations["sendPhoneLoginToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/unregister-device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop push notifications to a device of the signed-in user */
        post: operations["unregisterDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/update-current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the name and e-mail of the signed-in user */
        post: operations["updateCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    changeReservedPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6-digit code sent by text message. */
                    code: string;
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description The user with the new number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicationUser: {
                            activeMemberships: string[];
                            email: string;
                            initialized: boolean;
                        };
                        email: string;
                        firstName: string;
                        id: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        userType: "Consumer" | "Contractor" | "SystemManager" | "";
                    };
                };
            };
            /** @description The code is wrong, expired or already used; or a Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description Another account took the number meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description Too many requests; the Retry-After header says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    completeUser: {
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
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description The user, now signed up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicationUser: {
                            activeMemberships: string[];
                            email: string;
                            initialized: boolean;
                        };
                        email: string;
                        firstName: string;
                        id: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        userType: "Consumer" | "Contractor" | "SystemManager" | "";
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    getCurrentIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicationUser: {
                            activeMemberships: string[];
                            email: string;
                            initialized: boolean;
                        };
                        email: string;
                        firstName: string;
                        id: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        userType: "Consumer" | "Contractor" | "SystemManager" | "";
                    };
                };
            };
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account was deleted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                    };
                };
            };
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    phoneLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6-digit code sent by text message. */
                    code: string;
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refreshToken: string;
                        token: string;
                    };
                };
            };
            /** @description The code is wrong, expired or already used; or a Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
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
            /** @description Too many requests; the Retry-After header says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description New tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refreshToken: string;
                        token: string;
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
            /** @description The refresh token is not valid, was already used, or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    registerDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceToken: string;
                    /** @enum {string} */
                    platform: "android" | "ios" | "web";
                };
            };
        };
        responses: {
            /** @description Registered */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    reservePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description A code was texted to the new number */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
                    };
                };
            };
            /** @description The number is already the account’s number; or a Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description Another account uses this number */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description Too many requests; the Retry-After header says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description The text message could not be sent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    sendPhoneLoginToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description A code was texted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        resendAfterSeconds: number;
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
            /** @description Too many requests; the Retry-After header says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description The text message could not be sent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    unregisterDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceToken: string;
                };
            };
        };
        responses: {
            /** @description Unregistered (also when it was not registered) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
    updateCurrentUser: {
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
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicationUser: {
                            activeMemberships: string[];
                            email: string;
                            initialized: boolean;
                        };
                        email: string;
                        firstName: string;
                        id: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        userType: "Consumer" | "Contractor" | "SystemManager" | "";
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
            /** @description Missing, expired or invalid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
        };
    };
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
