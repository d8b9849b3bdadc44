// Generated from contract/openapi.json by `npm run generate:api`. Do not edit.

export interface paths {
    "/AssignedJobAppointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every job offered to the signed-in contractor
         * @description Offers, estimates, bookings and past jobs alike. Newest first unless OrderBy says otherwise. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["listAssignedJobAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One assigned job
         * @description Another contractor’s assignment answers 404, as an unknown one does. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["getAssignedJobAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/acknowledge-canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a cancelation, or approve one the customer asked for
         * @description On a canceled job it records that the contractor saw it. On a booked job whose customer asked to cancel after the change cutoff (job status CancelationRequested) it approves the cancelation: the job and the visit are canceled, the late-cancelation share of a paid deposit is due back to the customer (said in the job’s timeline) and the customer is texted. 409 otherwise, with what the job allows.
         */
        post: operations["acknowledgeCanceledAssignedJobAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/contractor-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report progress from the job site, or add extra work
         * @description OnMyWay (the customer gets a text), StartJob and CompleteJob, in that order, on a booked job with a scheduled visit; CompleteJob makes the final payment due and asks the customer for a review. AddExtraWork, once the work has started, bills `amountCents` (at least $0.50, the smallest amount a card can be charged) for `description` to the customer as a subsequent payment, at most 50 times a job and until 30 days after it is completed; the extra work not yet paid is one payment, so it adds up to at most $999,999.99, the most a card can be charged (else a Validation Error at amountCents). 409 for a step out of order, with what the job allows.
         */
        post: operations["reportContractorAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the job on or pass
         * @description Accept takes the offer on, to estimate it; Decline passes it, with an optional note for the record, and the job is offered to the next nearest contractor. 409 once the offer is no longer open.
         */
        post: operations["decideAssignedJobAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/mark-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an offered job as seen
         * @description Answers the job as it is; marking twice changes nothing.
         */
        post: operations["markAssignedJobAppointmentAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/mark-booking-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a new booking as seen
         * @description Takes the job off the newly-booked view until its visit is moved. 409 for a job that is not booked.
         */
        post: operations["markAssignedJobAppointmentBookingAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/offer-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer the customer times for the first visit
         * @description On a booked job whose first visit is not booked yet (OfferTimes in availableActions), for instance when the calendar shows no free time: each time a 2-hour arrival window (its end 2 hours after its start, as every visit is), at least 24 hours ahead and on a day at most 28 days ahead (as far as the customer’s calendar books), from 7:00 AM to 9:00 PM Eastern time on a day the provider is open, clear of the contractor’s other visits, and each start offered once (else a Validation Error at that time’s field, such as times.0.start or times.0.end). The times are kept in time order; the customer is texted them, with the zone named, and chooses one. 409 when the job takes no times, with what the job allows.
         */
        post: operations["offerAssignedJobVisitTimes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/{id}/submit-estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the customer a priced estimate
         * @description Lines from the products-and-services catalogue (by id: the catalogue’s title, price, tax rate and kind, the contractor’s quantity) or free lines; the catalogue’s lines that go on every proposal of the trade (a trip charge) are added when missing. A customer’s membership takes its discount (labor percent, trip charge waived). The deposit may be at most one third of the total after the discount, what the customer pays (Massachusetts law, M.G.L. c. 142A): a deposit over it is refused at depositCents with that limit in dollars, never lowered to it, and one within it is kept as asked. The estimate totals at most $999,999.99, the most a card can be charged in one payment (else a Validation Error at lineItems). It becomes a job proposal valid for 30 days unless validUntil says otherwise (up to 365 days ahead), and the customer is texted, and e-mailed the written proposal (lines, total, deposit, validity) at the job’s contact e-mail, else the account’s. 409 when the offer is no longer open.
         */
        post: operations["submitAssignedJobEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cancelations to acknowledge
         * @description Jobs the customer canceled that the contractor has not acknowledged, and booked jobs whose customer asks to cancel after the change cutoff (CancelationRequested): acknowledge-canceled approves those. Newest first unless OrderBy says otherwise. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["listCanceledAssignedJobAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finished jobs
         * @description Jobs the contractor completed. Newest first unless OrderBy says otherwise. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["listCompletedAssignedJobAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/newly-booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs customers booked that the contractor has not marked as read
         * @description Booked jobs until mark-booking-as-read; a rescheduled visit brings its job back. Newest first unless OrderBy says otherwise. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["listNewlyBookedAssignedJobAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AssignedJobAppointments/provide-response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs waiting for the contractor to decline or estimate
         * @description Offers not answered yet, and offers taken on whose estimate is not sent. Newest first unless OrderBy says otherwise. The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared. The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.
         */
        get: operations["listAssignedJobAppointmentsAwaitingResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Authentication/change-reserved-phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the signed-in user to the new number with the code texted to it
         * @description Ends every other sign-in of the account, as their logouts would (their access and refresh tokens stop working at once, and push notices to the devices registered in them stop), so that a lost or stolen phone is signed out; the sign-in that made the change goes on.
         */
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
         * @description Removes the name, e-mail and phone number, signs out everywhere and forgets the devices. Job history stays, without personal data. Job requests nobody is booked on are canceled (their contractors are told and their offers close), and a membership is ended at the payment provider at once, so nothing more is charged. Refused while a contractor is booked on a job of the caller’s and has not finished it, while money is owed or being paid on one, or while the caller, as a contractor, is booked on a job not finished or has an estimate waiting for a customer’s answer; a contractor’s offers not yet estimated are passed on to the next contractor.
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
        /**
         * End the sign-in a refresh token belongs to
         * @description Given the sign-in’s latest refresh token, it also stops push notices to the devices registered in that sign-in (`register-device`), as unregistering each would; the account’s other sign-ins keep theirs. An earlier, already exchanged token ends the sign-in but leaves its devices. An unknown token changes nothing.
         */
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
         * @description Each refresh token is exchanged once. For 30 seconds after its exchange it may be presented again (a retry whose answer was lost, or two refreshes sent at once), and each time gets another pair of the same sign-in, while the pair handed out first keeps working; go on with either. Presenting it later, once a pair it got was exchanged in turn, or presenting a pair’s refresh token after the sign-in went on with another pair handed out for the same token, ends the whole sign-in it belongs to.
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
        /**
         * Register a push-notification token of the signed-in user’s device
         * @description The token then serves this account only: a registration of it by another account ends, and that account gets nothing more on it. `moved` says whether another account held it; the answer never says which. The registration belongs to the sign-in that makes the call: its logout ends it.
         */
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
        /**
         * Text a code to a new phone number for the signed-in user
         * @description The answer is the same whether or not another account uses the number: when one does, the number is texted that it already has an account instead of a code, and the change cannot be confirmed.
         */
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
    "/ContactUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the provider a message
         * @description Linked to the account when a bearer token is sent (the help dialog of a signed-in user); an invalid token is refused with 401.
         */
        post: operations["contactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Contractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contractors, best rated first, or nearest first when a ZipCode is given */
        get: operations["listContractors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Contractors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contractor */
        get: operations["getContractor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Contractors/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contractor's reviews, newest first by default */
        get: operations["listContractorReviews"];
        put?: never;
        post?: never;
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
        /**
         * Subscribe an e-mail address to the newsletter (public form with captcha)
         * @description An address that unsubscribed stays unsubscribed: only its own unsubscribe link takes that back (`POST /EmailSubscription/resubscribe`). The answer is the same whether or not it had.
         */
        post: operations["subscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/EmailSubscription/resubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back the unsubscribe of the address an unsubscribe link was made for, and subscribe it again
         * @description What the unsubscribe page posts for "Subscribe again", with the token of the same link: holding it shows that the address is the caller's, which the sign-up form cannot. Doing it twice answers the same.
         */
        post: operations["resubscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/EmailSubscription/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mail program without one-click unsubscribe opens the link: the unsubscribe page, which asks before it acts */
        get: operations["openUnsubscribePage"];
        put?: never;
        /**
         * Stop e-mails other than receipts to the address an unsubscribe link was made for
         * @description The one-click target of every e-mail's List-Unsubscribe header (RFC 8058: a mail program posts `List-Unsubscribe=One-Click`; any body is accepted and ignored) and what the unsubscribe page posts. The token names the address; it also ends its newsletter subscription. Doing it twice answers the same.
         */
        post: operations["unsubscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/EquipmentRental": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tools and machines for rent */
        get: operations["listEquipmentRental"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo of a job (multipart form, field `file`)
         * @description JPEG, PNG or WebP, at most 10 MB and 50 megapixels; the type is read from the bytes, never from the name or the part's Content-Type. A HEIC photo is refused with a message saying how to send it as JPEG; a JPEG, PNG or WebP cut short or damaged, with one saying so. The photo is re-encoded as JPEG of at most 2560 px a side, turned upright by its EXIF orientation and stripped of all metadata (GPS position included), with a 320 px wide thumbnail. Customers only, as job requests are theirs: other accounts get 403. Add it to a job request with POST /JobRequests (photoIds) within 24 hours, or it is deleted. At most 60 uploads an hour per account, and 100 that no request has taken yet (a Validation Error on `file` past that).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Files/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A photo, or its thumbnail
         * @description For its owner and the contractors a job request carrying it was offered to; anyone else gets 404, as for an unknown id. The bytes under an id never change: cache them, and send If-None-Match with the ETag to get 304.
         */
        get: operations["getPublicFile"];
        put?: never;
        post?: never;
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
    "/JobAppointments/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the appointment to another time
         * @description Up to 24 hours before the visit, to one of the free slots (GET reschedule-availability). The move is kept in the visit's history with the reason, and the contractor is texted. A slot taken meanwhile, or the time the visit already has (the same move confirmed again), answers 409 with the free slots of that day (in X-Timezone) and changes nothing. At most 10 moves an hour per account, over all its visits.
         */
        post: operations["rescheduleJobAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobAppointments/{id}/reschedule-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Times the appointment could move to
         * @description Slots are 2-hour arrival windows within the contractor's working hours, laid out in the provider's zone (America/New_York) and answered as UTC instants, from tomorrow up to 4 weeks ahead, less the contractor's other visits. Date.From and Date.To are days in the caller's X-Timezone; either may be left open. Only the customer who booked the visit may ask (another customer's appointment answers 404); 409 when it can no longer be moved online.
         */
        get: operations["getRescheduleAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's job requests
         * @description Newest first unless OrderBy says otherwise; Name matches part of the title. Requests sent from the public Book A Job form with the account’s phone number (verified at sign-in) and no account are this account’s: those sent before are claimed at sign-in, later ones when they are sent.
         */
        get: operations["listJobRequests"];
        put?: never;
        /**
         * Ask for a job to be done
         * @description Contact details come from the account. The zip code must be one the provider serves; the photos must be the caller’s own uploads not yet on a request. The request is offered at once to the nearest contractors of its trade (the one named in contractorId first, when they do that trade). At most 10 requests an hour and 30 a day per account.
         */
        post: operations["createJobRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job request with its progress
         * @description Another customer’s request answers 404, as an unknown one does. Requests sent from the public Book A Job form with the account’s phone number (verified at sign-in) and no account are this account’s: those sent before are claimed at sign-in, later ones when they are sent. The timeline’s summaries give visit times in the caller’s X-Timezone, naming the zone; in the provider’s (America/New_York) when X-Timezone is missing or not a time zone.
         */
        get: operations["getJobRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{id}/keep-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the visit: withdraw a cancelation asked after the cutoff
         * @description While the contractor has not decided and the visit has not started (CancelationRequested), the request is withdrawn and the visit stands; the contractor is told. 409 otherwise, with what the job allows.
         */
        post: operations["keepJobRequestVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{id}/request-cancelation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a job request, or ask to once a contractor is booked
         * @description Ends it at once while no visit is booked or before the change cutoff; after the cutoff it becomes CancelationRequested and the contractor decides. The answer says what happens to a paid deposit. 409 when the job’s state allows no cancelation, with what it allows. At most 5 asks after the cutoff an hour and 10 a day per account; canceling outright and keeping the visit are not counted.
         */
        post: operations["requestJobRequestCancelation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{id}/schedule-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book the first visit at a time the customer chose
         * @description Once the contractor is booked (the deposit paid, or none asked) and no visit holds a time. 409 with the lifecycle’s words when the job takes no booking now or the time is less than 24 hours away; 409 with the free times left on the chosen day (in X-Timezone) when the time is not free.
         */
        post: operations["scheduleJobRequestVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{id}/visit-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The times the first visit can be booked at
         * @description The times the contractor offered, else the booked contractor’s free slots from 24 hours ahead (a visit is never booked inside its own change cutoff) up to four weeks. Empty when none: the job’s facts then say what happens next.
         */
        get: operations["getJobRequestVisitTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One proposal
         * @description The client polls it after the card step until the deposit reads Paid. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        get: operations["getJobProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/{id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline a proposal
         * @description Accepting one that asks no deposit books its contractor at once (the job is Accepted, its other proposals declined, the first visit scheduled); one that asks a deposit is accepted and waits, with its deposit Due, until the deposit is paid. Declining (with an optional reason) closes that contractor’s offer and, when nothing else is open, offers the job to other contractors. 409 when the proposal is already decided, has expired, or the job’s state takes no such decision, with the reason; also when its price changed since it was priced because a membership’s first-job trip charge waiver went to another job or came back (docs/decisions/098): the proposal is then priced again and kept so, nothing is accepted, and the Message gives the new total and deposit. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        post: operations["decideJobProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/{id}/deposit-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the deposit (at most one third of the total)
         * @description For an accepted proposal whose deposit is due, while the job waits for it (Proposed). Creates the payment for exactly the amount the server holds (never one the client sends) with the provider (Stripe's PaymentIntent, or the built-in sandbox's), or answers the one already started: a double click, a retry or another card after a decline all land on one payment and one charge. Nothing here marks it paid: the provider's signed event does, and the proposal shows it. A card whose bank asks the customer to confirm it (3-D Secure) leaves the payment RequiresAction, with that card, until they answer: on cardPageUrl with the sandbox, with Stripe.js handleNextAction otherwise. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        post: operations["getDepositPaymentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/{id}/final-payment-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the rest when the job is done, with any extra work still owed
         * @description Only once the contractor has reported the job complete (Massachusetts: never before). The extra work still owed on the estimate is paid in the same card step, one charge with a line for each (lines), unless withExtraWork is false; the card minimum applies to the whole step, and a step over the card maximum ($999,999.99) is a 409 asking for one at a time. Each line reads Paid when the charge goes through, and none does when the card is declined. Creates the payment for exactly the amount the server holds (never one the client sends) with the provider (Stripe's PaymentIntent, or the built-in sandbox's), or answers the one already started: a double click, a retry or another card after a decline all land on one payment and one charge. Nothing here marks it paid: the provider's signed event does, and the proposal shows it. A card whose bank asks the customer to confirm it (3-D Secure) leaves the payment RequiresAction, with that card, until they answer: on cardPageUrl with the sandbox, with Stripe.js handleNextAction otherwise. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        post: operations["getFinalPaymentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/{id}/subsequent-payment-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for extra work agreed later
         * @description While extra work the contractor added is owed (the job In progress or Completed). Creates the payment for exactly the amount the server holds (never one the client sends) with the provider (Stripe's PaymentIntent, or the built-in sandbox's), or answers the one already started: a double click, a retry or another card after a decline all land on one payment and one charge. Nothing here marks it paid: the provider's signed event does, and the proposal shows it. A card whose bank asks the customer to confirm it (3-D Secure) leaves the payment RequiresAction, with that card, until they answer: on cardPageUrl with the sandbox, with Stripe.js handleNextAction otherwise. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        post: operations["getSubsequentPaymentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobRequests/{jobRequestId}/jobProposals/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proposals contractors made for a job request
         * @description Oldest first unless OrderBy says otherwise. An open proposal past its validUntil reads Expired. Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.
         */
        get: operations["listJobProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/JobReviews/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the contractor after a completed job
         * @description Once per completed job, by the customer who booked it, within 30 days of completion. The review is published on the contractor's profile with the customer's first name and last initial and the job's trade, and the contractor's rating counts it at once.
         */
        post: operations["submitJobReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage sites */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Memberships/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a plan: answers the card payment page to send the browser to
         * @description A Checkout Session in subscription mode for the caller’s payment customer. Once paid, the page sends the browser to RedirectUrl with `session_id`; left without paying, with `canceled=true`. The membership becomes active from the payment provider’s signed events, not from the return. A second call for the same plan and price while its checkout is open answers the same page; a call for another plan or price closes the caller’s other checkouts, so only the newest can be paid.
         */
        post: operations["buyMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Memberships/get-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Membership plans on sale, Business first, each with its monthly and yearly price
         * @description Each price is all the member pays: no fees and no sales tax are added (940 CMR 38). `benefits` starts with the lines made from `terms`, the numbers that proposals, dispatch and storage enquiries apply.
         */
        get: operations["getAvailableMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Memberships/get-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s checkouts, as the return page waits for its plan: its status, and whether it was refunded as a second plan
         * @description A plan paid while another was current (a checkout paid in another tab) is canceled at once and refunded in full: `refunded` says how much, and which plan stays.
         */
        get: operations["getMembershipCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Memberships/get-current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s current plans with their renewal, price and status, highest tier first */
        get: operations["getCurrentMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Memberships/get-customer-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment provider’s customer portal, to manage or cancel a membership
         * @description For the caller’s own payment customer only: the plan and its next renewal, switching monthly/yearly or plan, the card on file, and canceling at the end of the paid period with an optional reason. `Flow=cancel` opens it on canceling the current plan.
         */
        get: operations["getMembershipCustomerPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/checkout-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription checkout to show on the checkout page
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        get: operations["getSandboxCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/checkout-sessions/{id}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the 3-D Secure challenge of a checkout
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["authenticateSandboxCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/checkout-sessions/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe with a card; once paid, the checkout is complete and the subscription starts
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["confirmSandboxCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/payment-intents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment to show on the card page (with its client secret)
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        get: operations["getSandboxPaymentIntent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/payment-intents/{id}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the 3-D Secure challenge: complete or fail it
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["authenticateSandboxPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/payment-intents/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with a card (the Pay button); the answer says whether it went through, was declined, or needs 3-D Secure
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["confirmSandboxPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/portal-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer portal: the customer's plans, card on file and the plans they may switch to
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        get: operations["getSandboxPortalSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/portal-sessions/{id}/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put another card on file for the plans (an unpaid renewal is tried again with it)
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["updateSandboxPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a plan at the end of its period (the default) or now
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["cancelSandboxSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/change-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a plan to another of the listed prices (monthly or yearly, or another plan)
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["changeSandboxSubscriptionPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep a plan that was set to end at the end of its period
         * @description Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.
         */
        post: operations["resumeSandboxSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ProductsAndServicesItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Priced lines contractors put on proposals */
        get: operations["listProductsAndServicesItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ProductsAndServicesItems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product or service */
        get: operations["getProductsAndServicesItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PublicJobRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a job, with or without an account
         * @description Recorded as a job request with the contact details given and offered at once to the nearest contractors of its trade (the one named in contractorId first, when they do that trade). It belongs to the account of a signed-up customer who sends a bearer token (an invalid token is refused with 401), and otherwise to the account that later signs in with its phone number. A zip code the provider does not serve is refused at zipCode; 404 when the service (trade) or the contractor is not offered.
         */
        post: operations["createPublicJobRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/StorageUnitEnquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask about a storage unit (public form with captcha)
         * @description Linked to the account when a bearer token is sent (an invalid one is refused with 401); 404 when the listing is not offered. A member’s enquiry carries the storage discount of their plan.
         */
        post: operations["createStorageUnitEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/StorageUnitListings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage units for rent; cheapest first by default */
        get: operations["listStorageUnitListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/StorageUnitListings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One storage unit listing */
        get: operations["getStorageUnitListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/StorageUnitSizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage unit sizes, smallest first by default */
        get: operations["listStorageUnitSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/StripeWebHook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a signed payment provider event
         * @description Stripe (or the built-in sandbox, which signs the same way) posts every payment and subscription event here. Each event is applied once; a redelivered one is answered with `duplicate: true`; types nobody handles are acknowledged and ignored.
         */
        post: operations["stripeWebhook"];
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
    "/ZipCodeLocation/{zipCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The town and center point of a zip code */
        get: operations["getZipCodeLocation"];
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
    listAssignedJobAppointments: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "state" | "scheduledStart";
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
            /** @description A page of assigned jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                            canceledAt: string | null;
                            completedAt: string | null;
                            contractorResponse: ("Accepted" | "Declined") | null;
                            /** Format: date-time */
                            createdAt: string;
                            distanceMiles: number | null;
                            estimateCents: number | null;
                            estimateSubmittedAt: string | null;
                            id: string;
                            isBookingRead: boolean;
                            isCanceledAcknowledged: boolean;
                            isNewlyBooked: boolean;
                            isRead: boolean;
                            jobRequest: {
                                address: string | null;
                                cancelationReason: string | null;
                                city: string;
                                contactName: string | null;
                                contactPhone: string | null;
                                description: string;
                                id: string;
                                name: string;
                                photoIds: string[];
                                preferredDates: string[];
                                /** @enum {string} */
                                status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                                trade: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                zipCode: string;
                            };
                            proposal: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @enum {string} */
                                depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents: number;
                                discountDescription: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                                /** @enum {string} */
                                finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                id: string;
                                lineItems: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    amountCents: number;
                                    description: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    discountCents?: number;
                                    /** @enum {string} */
                                    kind: "Labor" | "Material" | "TripCharge" | "Other";
                                    productsAndServicesItemId: string | null;
                                    quantity: number;
                                    taxRate: number;
                                    title: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    unitPriceCents: number;
                                }[];
                                notes: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                requestedDepositCents: number;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subsequentPaymentCents: number;
                                subsequentPaymentDescription: string;
                                /** @enum {string} */
                                subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subtotalCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                taxCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                                validUntil: string | null;
                            } | null;
                            responseNote: string | null;
                            review: {
                                rating: number;
                                /** Format: date-time */
                                submittedAt: string;
                                text: string;
                            } | null;
                            scheduledEnd: string | null;
                            scheduledStart: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            visit: {
                                completedAt: string | null;
                                id: string;
                                onMyWayAt: string | null;
                                /** Format: date-time */
                                scheduledEnd: string;
                                /** Format: date-time */
                                scheduledStart: string;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                            } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
    getAssignedJobAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assigned job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
    acknowledgeCanceledAssignedJobAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows; or a request with this Idempotency-Key is still being carried out */
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    reportContractorAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork";
                    amountCents?: number;
                    description?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    decideAssignedJobAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "Accept" | "Decline";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    markAssignedJobAppointmentAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
    markAssignedJobAppointmentBookingAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows */
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
        };
    };
    offerAssignedJobVisitTimes: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    times: {
                        /** Format: date-time */
                        end: string;
                        /** Format: date-time */
                        start: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    submitAssignedJobEstimate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositCents: number;
                    lineItems: {
                        /** @default  */
                        description?: string;
                        /** @enum {string} */
                        kind?: "Labor" | "Material" | "TripCharge" | "Other";
                        productsAndServicesItemId?: string | null;
                        /** @default 1 */
                        quantity?: number;
                        /** @default 0 */
                        taxRate?: number;
                        title?: string;
                        unitPriceCents?: number;
                    }[];
                    /** @default  */
                    notes?: string;
                    /** Format: date */
                    validUntil?: string;
                };
            };
        };
        responses: {
            /** @description The assigned job after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                        canceledAt: string | null;
                        completedAt: string | null;
                        contractorResponse: ("Accepted" | "Declined") | null;
                        /** Format: date-time */
                        createdAt: string;
                        distanceMiles: number | null;
                        estimateCents: number | null;
                        estimateSubmittedAt: string | null;
                        id: string;
                        isBookingRead: boolean;
                        isCanceledAcknowledged: boolean;
                        isNewlyBooked: boolean;
                        isRead: boolean;
                        jobRequest: {
                            address: string | null;
                            cancelationReason: string | null;
                            city: string;
                            contactName: string | null;
                            contactPhone: string | null;
                            description: string;
                            id: string;
                            name: string;
                            photoIds: string[];
                            preferredDates: string[];
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            zipCode: string;
                        };
                        proposal: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            requestedDepositCents: number;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        } | null;
                        responseNote: string | null;
                        review: {
                            rating: number;
                            /** Format: date-time */
                            submittedAt: string;
                            text: string;
                        } | null;
                        scheduledEnd: string | null;
                        scheduledStart: string | null;
                        /** @enum {string} */
                        state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                        visit: {
                            completedAt: string | null;
                            id: string;
                            onMyWayAt: string | null;
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
                    };
                };
            };
            /** @description A Validation Error keyed by field: a line, the deposit, or validUntil */
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job’s state does not allow this step; the Message says what it allows; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    listCanceledAssignedJobAppointments: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "state" | "scheduledStart";
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
            /** @description A page of assigned jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                            canceledAt: string | null;
                            completedAt: string | null;
                            contractorResponse: ("Accepted" | "Declined") | null;
                            /** Format: date-time */
                            createdAt: string;
                            distanceMiles: number | null;
                            estimateCents: number | null;
                            estimateSubmittedAt: string | null;
                            id: string;
                            isBookingRead: boolean;
                            isCanceledAcknowledged: boolean;
                            isNewlyBooked: boolean;
                            isRead: boolean;
                            jobRequest: {
                                address: string | null;
                                cancelationReason: string | null;
                                city: string;
                                contactName: string | null;
                                contactPhone: string | null;
                                description: string;
                                id: string;
                                name: string;
                                photoIds: string[];
                                preferredDates: string[];
                                /** @enum {string} */
                                status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                                trade: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                zipCode: string;
                            };
                            proposal: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @enum {string} */
                                depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents: number;
                                discountDescription: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                                /** @enum {string} */
                                finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                id: string;
                                lineItems: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    amountCents: number;
                                    description: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    discountCents?: number;
                                    /** @enum {string} */
                                    kind: "Labor" | "Material" | "TripCharge" | "Other";
                                    productsAndServicesItemId: string | null;
                                    quantity: number;
                                    taxRate: number;
                                    title: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    unitPriceCents: number;
                                }[];
                                notes: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                requestedDepositCents: number;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subsequentPaymentCents: number;
                                subsequentPaymentDescription: string;
                                /** @enum {string} */
                                subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subtotalCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                taxCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                                validUntil: string | null;
                            } | null;
                            responseNote: string | null;
                            review: {
                                rating: number;
                                /** Format: date-time */
                                submittedAt: string;
                                text: string;
                            } | null;
                            scheduledEnd: string | null;
                            scheduledStart: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            visit: {
                                completedAt: string | null;
                                id: string;
                                onMyWayAt: string | null;
                                /** Format: date-time */
                                scheduledEnd: string;
                                /** Format: date-time */
                                scheduledStart: string;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                            } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
    listCompletedAssignedJobAppointments: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "state" | "scheduledStart";
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
            /** @description A page of assigned jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                            canceledAt: string | null;
                            completedAt: string | null;
                            contractorResponse: ("Accepted" | "Declined") | null;
                            /** Format: date-time */
                            createdAt: string;
                            distanceMiles: number | null;
                            estimateCents: number | null;
                            estimateSubmittedAt: string | null;
                            id: string;
                            isBookingRead: boolean;
                            isCanceledAcknowledged: boolean;
                            isNewlyBooked: boolean;
                            isRead: boolean;
                            jobRequest: {
                                address: string | null;
                                cancelationReason: string | null;
                                city: string;
                                contactName: string | null;
                                contactPhone: string | null;
                                description: string;
                                id: string;
                                name: string;
                                photoIds: string[];
                                preferredDates: string[];
                                /** @enum {string} */
                                status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                                trade: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                zipCode: string;
                            };
                            proposal: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @enum {string} */
                                depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents: number;
                                discountDescription: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                                /** @enum {string} */
                                finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                id: string;
                                lineItems: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    amountCents: number;
                                    description: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    discountCents?: number;
                                    /** @enum {string} */
                                    kind: "Labor" | "Material" | "TripCharge" | "Other";
                                    productsAndServicesItemId: string | null;
                                    quantity: number;
                                    taxRate: number;
                                    title: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    unitPriceCents: number;
                                }[];
                                notes: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                requestedDepositCents: number;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subsequentPaymentCents: number;
                                subsequentPaymentDescription: string;
                                /** @enum {string} */
                                subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subtotalCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                taxCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                                validUntil: string | null;
                            } | null;
                            responseNote: string | null;
                            review: {
                                rating: number;
                                /** Format: date-time */
                                submittedAt: string;
                                text: string;
                            } | null;
                            scheduledEnd: string | null;
                            scheduledStart: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            visit: {
                                completedAt: string | null;
                                id: string;
                                onMyWayAt: string | null;
                                /** Format: date-time */
                                scheduledEnd: string;
                                /** Format: date-time */
                                scheduledStart: string;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                            } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
    listNewlyBookedAssignedJobAppointments: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "state" | "scheduledStart";
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
            /** @description A page of assigned jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                            canceledAt: string | null;
                            completedAt: string | null;
                            contractorResponse: ("Accepted" | "Declined") | null;
                            /** Format: date-time */
                            createdAt: string;
                            distanceMiles: number | null;
                            estimateCents: number | null;
                            estimateSubmittedAt: string | null;
                            id: string;
                            isBookingRead: boolean;
                            isCanceledAcknowledged: boolean;
                            isNewlyBooked: boolean;
                            isRead: boolean;
                            jobRequest: {
                                address: string | null;
                                cancelationReason: string | null;
                                city: string;
                                contactName: string | null;
                                contactPhone: string | null;
                                description: string;
                                id: string;
                                name: string;
                                photoIds: string[];
                                preferredDates: string[];
                                /** @enum {string} */
                                status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                                trade: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                zipCode: string;
                            };
                            proposal: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @enum {string} */
                                depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents: number;
                                discountDescription: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                                /** @enum {string} */
                                finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                id: string;
                                lineItems: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    amountCents: number;
                                    description: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    discountCents?: number;
                                    /** @enum {string} */
                                    kind: "Labor" | "Material" | "TripCharge" | "Other";
                                    productsAndServicesItemId: string | null;
                                    quantity: number;
                                    taxRate: number;
                                    title: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    unitPriceCents: number;
                                }[];
                                notes: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                requestedDepositCents: number;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subsequentPaymentCents: number;
                                subsequentPaymentDescription: string;
                                /** @enum {string} */
                                subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subtotalCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                taxCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                                validUntil: string | null;
                            } | null;
                            responseNote: string | null;
                            review: {
                                rating: number;
                                /** Format: date-time */
                                submittedAt: string;
                                text: string;
                            } | null;
                            scheduledEnd: string | null;
                            scheduledStart: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            visit: {
                                completedAt: string | null;
                                id: string;
                                onMyWayAt: string | null;
                                /** Format: date-time */
                                scheduledEnd: string;
                                /** Format: date-time */
                                scheduledStart: string;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                            } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
    listAssignedJobAppointmentsAwaitingResponse: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "state" | "scheduledStart";
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
            /** @description A page of assigned jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableActions: ("Accept" | "Decline" | "SubmitEstimate" | "OfferTimes" | "OnMyWay" | "StartJob" | "CompleteJob" | "AddExtraWork" | "ApproveCancelation")[];
                            canceledAt: string | null;
                            completedAt: string | null;
                            contractorResponse: ("Accepted" | "Declined") | null;
                            /** Format: date-time */
                            createdAt: string;
                            distanceMiles: number | null;
                            estimateCents: number | null;
                            estimateSubmittedAt: string | null;
                            id: string;
                            isBookingRead: boolean;
                            isCanceledAcknowledged: boolean;
                            isNewlyBooked: boolean;
                            isRead: boolean;
                            jobRequest: {
                                address: string | null;
                                cancelationReason: string | null;
                                city: string;
                                contactName: string | null;
                                contactPhone: string | null;
                                description: string;
                                id: string;
                                name: string;
                                photoIds: string[];
                                preferredDates: string[];
                                /** @enum {string} */
                                status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                                trade: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                };
                                zipCode: string;
                            };
                            proposal: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @enum {string} */
                                depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents: number;
                                discountDescription: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                                /** @enum {string} */
                                finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                id: string;
                                lineItems: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    amountCents: number;
                                    description: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    discountCents?: number;
                                    /** @enum {string} */
                                    kind: "Labor" | "Material" | "TripCharge" | "Other";
                                    productsAndServicesItemId: string | null;
                                    quantity: number;
                                    taxRate: number;
                                    title: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    unitPriceCents: number;
                                }[];
                                notes: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                requestedDepositCents: number;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subsequentPaymentCents: number;
                                subsequentPaymentDescription: string;
                                /** @enum {string} */
                                subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                                /** @description An amount in US cents (12500 is $125.00). */
                                subtotalCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                taxCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                                validUntil: string | null;
                            } | null;
                            responseNote: string | null;
                            review: {
                                rating: number;
                                /** Format: date-time */
                                submittedAt: string;
                                text: string;
                            } | null;
                            scheduledEnd: string | null;
                            scheduledStart: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            visit: {
                                completedAt: string | null;
                                id: string;
                                onMyWayAt: string | null;
                                /** Format: date-time */
                                scheduledEnd: string;
                                /** Format: date-time */
                                scheduledStart: string;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                            } | null;
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
            /** @description The account is not a contractor’s */
            403: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description Nothing was deleted: Message says why, Errors names each job that stands and what to do about it */
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
            /** @description Nothing was deleted: the payment provider could not be reached to end the membership; try again */
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
            /** @description Signed out (also when the refresh token was unknown) */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        moved: boolean;
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description A code (or, to a number another account uses, a notice) was texted to the new number */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The body is over 256 KB */
            413: {
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
    contactUs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once. */
                "x-recaptcha-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    message: string;
                    name: string;
                    phone?: "" | string;
                };
            };
        };
        responses: {
            /** @description Message received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        Message: string;
                    };
                };
            };
            /** @description A Validation Error keyed by field (problem+json), or a captcha answer that is missing, wrong or already used ({ Message }) */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description Too many forms from this address; see Retry-After */
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
            /** @description The captcha provider could not be reached; nothing was saved */
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
    listContractors: {
        parameters: {
            query?: {
                "DistanceInMiles.From"?: number | string;
                "DistanceInMiles.To"?: number | string;
                OrderBy?: "businessName" | "rating" | "reviewCount" | "distance" | "yearsInBusiness";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
                "Rating.From"?: number | string;
                "Rating.To"?: number | string;
                TradeId?: string;
                ZipCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contractors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            bio: string;
                            businessName: string;
                            city: string;
                            distanceMiles?: number;
                            firstName: string;
                            id: string;
                            lastInitial: string;
                            licenseNumber: string | null;
                            ratingAverage: number;
                            reviewCount: number;
                            servesZipCode?: boolean;
                            state: string;
                            trades: {
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            yearsInBusiness: number;
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
    getContractor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contractor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bio: string;
                        businessName: string;
                        city: string;
                        distanceMiles?: number;
                        firstName: string;
                        id: string;
                        lastInitial: string;
                        licenseNumber: string | null;
                        ratingAverage: number;
                        reviewCount: number;
                        servesZipCode?: boolean;
                        state: string;
                        trades: {
                            id: string;
                            name: string;
                            slug: string;
                        }[];
                        yearsInBusiness: number;
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
            /** @description Not found */
            404: {
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
    listContractorReviews: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "rating";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contractorId: string;
                            /** Format: date-time */
                            createdAt: string;
                            id: string;
                            rating: number;
                            reviewerName: string;
                            text: string;
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            } | null;
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
            /** @description Not found */
            404: {
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
            header?: {
                /** @description The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once. */
                "x-recaptcha-token"?: string;
            };
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
            /** @description A Validation Error keyed by field (problem+json), or a captcha answer that is missing, wrong or already used ({ Message }) */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description Too many attempts from this address; see Retry-After */
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
            /** @description The captcha provider could not be reached; nothing was saved */
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
    resubscribeEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscribed again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        Message: string;
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
            /** @description Not found */
            404: {
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
            /** @description Too many attempts from this address; see Retry-After */
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
    openUnsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the unsubscribe page */
            302: {
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
    unsubscribeEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        Message: string;
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
            /** @description Not found */
            404: {
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
            /** @description Too many attempts from this address; see Retry-After */
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
    listEquipmentRental: {
        parameters: {
            query?: {
                OrderBy?: "name" | "category" | "dailyRate" | "sortOrder";
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
            /** @description A page of rental equipment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            category: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            dailyRateCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            description: string;
                            id: string;
                            name: string;
                            quantityAvailable: number;
                            slug: string;
                            weeklyRateCents: number | null;
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
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored photo */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentType: string;
                        /** Format: date-time */
                        createdAt: string;
                        fileName: string;
                        height: number | null;
                        id: string;
                        sha256: string;
                        sizeBytes: number;
                        width: number | null;
                    };
                };
            };
            /** @description Not a photo we take, or too many not yet on a request: a Validation Error on `file`. A body that is not multipart/form-data, or not a readable form: a Validation Error under `""`, the body as a whole */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description The request is larger than a photo may be */
            413: {
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
            /** @description Too many uploads; Retry-After says when to try again */
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
    getPublicFile: {
        parameters: {
            query?: {
                Variant?: "original" | "thumbnail";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with its own content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description The copy named by If-None-Match is current */
            304: {
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
            /** @description Not found */
            404: {
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
            /** @description The database does not answer, or the instance is stopping */
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
    rescheduleJobAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    end: string;
                    /** @default  */
                    reason?: string;
                    /** Format: date-time */
                    start: string;
                };
            };
        };
        responses: {
            /** @description The appointment at its new time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        changeCutoff: string;
                        contractor: {
                            businessName: string;
                            firstName: string;
                            id: string;
                            lastInitial: string;
                            ratingAverage: number;
                            reviewCount: number;
                        };
                        id: string;
                        jobProposalId: string;
                        jobRequestId: string;
                        rescheduleHistory: {
                            /** Format: date-time */
                            at: string;
                            /** Format: date-time */
                            fromEnd: string;
                            /** Format: date-time */
                            fromStart: string;
                            reason: string;
                            /** @enum {string} */
                            requestedBy: "Consumer" | "Contractor" | "SystemManager";
                            /** Format: date-time */
                            toEnd: string;
                            /** Format: date-time */
                            toStart: string;
                        }[];
                        /** Format: date-time */
                        scheduledEnd: string;
                        /** Format: date-time */
                        scheduledStart: string;
                        /** @enum {string} */
                        status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The slot is not free or is already the visit's (slots holds the day's free ones, Message says why), or the visit cannot be moved now (past the 24-hour cutoff: the message says whom to call); or a request with this Idempotency-Key is still being carried out */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                        slots: {
                            /** Format: date-time */
                            end: string;
                            /** Format: date-time */
                            start: string;
                        }[];
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description Too many moves from this account; Retry-After says when to try again; or more than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    getRescheduleAvailability: {
        parameters: {
            query?: {
                "Date.From"?: string;
                "Date.To"?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Free time slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slots: {
                            /** Format: date-time */
                            end: string;
                            /** Format: date-time */
                            start: string;
                        }[];
                        timezone: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The visit cannot be moved now: less than 24 hours away (the message says whom to call), or no longer scheduled */
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
        };
    };
    listJobRequests: {
        parameters: {
            query?: {
                Name?: string;
                OrderBy?: "createdAt" | "name" | "status";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
                Status?: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of job requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: string;
                            cancelationReason: string | null;
                            canceledAt: string | null;
                            city: string;
                            completedAt: string | null;
                            contactEmail: string | null;
                            contactName: string | null;
                            contactPhone: string | null;
                            coverPhotoId: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            facts: {
                                awaitedDeposit: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    depositCents: number;
                                    proposalId: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    totalCents: number;
                                } | null;
                                booking: {
                                    nextStep: string | null;
                                    nextStepBy: string | null;
                                    /** @enum {string} */
                                    state: "none" | "choose" | "offered" | "noFreeTime" | "booked";
                                    times: {
                                        /** Format: date-time */
                                        end: string;
                                        /** Format: date-time */
                                        start: string;
                                    }[];
                                };
                                changeCutoff: string | null;
                                completedAt: string | null;
                                decidedEstimates: {
                                    decidedAt: string | null;
                                    /** @enum {string} */
                                    decision: "Accepted" | "Declined" | "NotChosen" | "Withdrawn";
                                    id: string;
                                }[];
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositPaidCents: number;
                                extraWorkAdded: number;
                                lateCancelation: {
                                    /** Format: date-time */
                                    decidedBy: string;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    refundCents: number;
                                } | null;
                                onMyWayAt: string | null;
                                openEstimates: {
                                    id: string;
                                    validUntil: string | null;
                                }[];
                                openOffers: number;
                                owed: {
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    depositCents: number;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    extraWorkCents: number;
                                    /** @description An amount in US cents (12500 is $125.00). */
                                    finalPaymentCents: number;
                                };
                                pendingProposals: number;
                                reviewDueBy: string | null;
                                startedAt: string | null;
                                visitEndsAt: string | null;
                                visitStartsAt: string | null;
                            };
                            id: string;
                            name: string;
                            paymentDue: boolean;
                            preferredDates: string[];
                            reviewDue: boolean;
                            state: string;
                            /** @enum {string} */
                            status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            visitStartsAt: string | null;
                            zipCode: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
    createJobRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city: string;
                    contractorId?: string | null;
                    description: string;
                    name: string;
                    /** @default [] */
                    photoIds?: string[];
                    /** @default [] */
                    preferredDates?: string[];
                    tradeId: string;
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description The new job request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        cancelationReason: string | null;
                        canceledAt: string | null;
                        city: string;
                        completedAt: string | null;
                        contactEmail: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        coverPhotoId: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        description: string;
                        facts: {
                            awaitedDeposit: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                proposalId: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                            } | null;
                            booking: {
                                nextStep: string | null;
                                nextStepBy: string | null;
                                /** @enum {string} */
                                state: "none" | "choose" | "offered" | "noFreeTime" | "booked";
                                times: {
                                    /** Format: date-time */
                                    end: string;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                            };
                            changeCutoff: string | null;
                            completedAt: string | null;
                            decidedEstimates: {
                                decidedAt: string | null;
                                /** @enum {string} */
                                decision: "Accepted" | "Declined" | "NotChosen" | "Withdrawn";
                                id: string;
                            }[];
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositPaidCents: number;
                            extraWorkAdded: number;
                            lateCancelation: {
                                /** Format: date-time */
                                decidedBy: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                refundCents: number;
                            } | null;
                            onMyWayAt: string | null;
                            openEstimates: {
                                id: string;
                                validUntil: string | null;
                            }[];
                            openOffers: number;
                            owed: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                extraWorkCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                            };
                            pendingProposals: number;
                            reviewDueBy: string | null;
                            startedAt: string | null;
                            visitEndsAt: string | null;
                            visitStartsAt: string | null;
                        };
                        id: string;
                        name: string;
                        paymentDue: boolean;
                        preferredDates: string[];
                        reviewDue: boolean;
                        state: string;
                        /** @enum {string} */
                        status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                        trade: {
                            id: string;
                            name: string;
                            slug: string;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                        visitStartsAt: string | null;
                        zipCode: string;
                    };
                };
            };
            /** @description A Validation Error keyed by field, also for a zip code not served (zipCode) and for photos that are not the caller’s unattached uploads (photoIds) */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description The service or the contractor was not found */
            404: {
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
            /** @description A request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description Too many requests from this account; Retry-After says when to try again; or more than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    getJobRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        appointment: {
                            /** Format: date-time */
                            changeCutoff: string;
                            completedAt: string | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            id: string;
                            onMyWayAt: string | null;
                            rescheduleHistory: {
                                /** Format: date-time */
                                at: string;
                                /** Format: date-time */
                                fromEnd: string;
                                /** Format: date-time */
                                fromStart: string;
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "Consumer" | "Contractor" | "SystemManager";
                                /** Format: date-time */
                                toEnd: string;
                                /** Format: date-time */
                                toStart: string;
                            }[];
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
                        appointmentId: string | null;
                        cancelationReason: string | null;
                        canceledAt: string | null;
                        city: string;
                        completedAt: string | null;
                        contactEmail: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        coverPhotoId: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        depositPaidCents: number;
                        description: string;
                        dispatchNote: string | null;
                        facts: {
                            awaitedDeposit: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                proposalId: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                            } | null;
                            booking: {
                                nextStep: string | null;
                                nextStepBy: string | null;
                                /** @enum {string} */
                                state: "none" | "choose" | "offered" | "noFreeTime" | "booked";
                                times: {
                                    /** Format: date-time */
                                    end: string;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                            };
                            changeCutoff: string | null;
                            completedAt: string | null;
                            decidedEstimates: {
                                decidedAt: string | null;
                                /** @enum {string} */
                                decision: "Accepted" | "Declined" | "NotChosen" | "Withdrawn";
                                id: string;
                            }[];
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositPaidCents: number;
                            extraWorkAdded: number;
                            lateCancelation: {
                                /** Format: date-time */
                                decidedBy: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                refundCents: number;
                            } | null;
                            onMyWayAt: string | null;
                            openEstimates: {
                                id: string;
                                validUntil: string | null;
                            }[];
                            openOffers: number;
                            owed: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                extraWorkCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                            };
                            pendingProposals: number;
                            reviewDueBy: string | null;
                            startedAt: string | null;
                            visitEndsAt: string | null;
                            visitStartsAt: string | null;
                        };
                        id: string;
                        name: string;
                        offers: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            distanceMiles: number | null;
                            /** Format: date-time */
                            offeredAt: string;
                            respondedAt: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            /** Format: date-time */
                            stateChangedAt: string;
                        }[];
                        paymentDue: boolean;
                        payments: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            id: string;
                            jobProposalId: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            lines?: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            }[];
                            /** Format: date-time */
                            paidAt: string;
                            paymentIntentId?: string | null;
                            refundedAt: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            refundedCents: number;
                            /** @enum {string} */
                            status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        }[];
                        photos: {
                            contentType: string;
                            fileName: string;
                            height: number | null;
                            id: string;
                            width: number | null;
                        }[];
                        preferredDates: string[];
                        proposalCount: number;
                        proposals: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            declineReason: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        }[];
                        review: {
                            /** Format: date-time */
                            dueBy: string;
                            id: string;
                            rating: number | null;
                            /** @enum {string} */
                            status: "Requested" | "Submitted" | "Published" | "Hidden";
                            submittedAt: string | null;
                            text: string;
                        } | null;
                        reviewDue: boolean;
                        reviewId: string | null;
                        state: string;
                        /** @enum {string} */
                        status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            by: "consumer" | "contractor" | "system";
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            note: string | null;
                            summary: string;
                            type: string;
                        }[];
                        trade: {
                            id: string;
                            name: string;
                            slug: string;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                        visitStartsAt: string | null;
                        zipCode: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
    keepJobRequestVisit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job request, its visit kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        appointment: {
                            /** Format: date-time */
                            changeCutoff: string;
                            completedAt: string | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            id: string;
                            onMyWayAt: string | null;
                            rescheduleHistory: {
                                /** Format: date-time */
                                at: string;
                                /** Format: date-time */
                                fromEnd: string;
                                /** Format: date-time */
                                fromStart: string;
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "Consumer" | "Contractor" | "SystemManager";
                                /** Format: date-time */
                                toEnd: string;
                                /** Format: date-time */
                                toStart: string;
                            }[];
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
                        appointmentId: string | null;
                        cancelationReason: string | null;
                        canceledAt: string | null;
                        city: string;
                        completedAt: string | null;
                        contactEmail: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        coverPhotoId: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        depositPaidCents: number;
                        description: string;
                        dispatchNote: string | null;
                        facts: {
                            awaitedDeposit: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                proposalId: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                            } | null;
                            booking: {
                                nextStep: string | null;
                                nextStepBy: string | null;
                                /** @enum {string} */
                                state: "none" | "choose" | "offered" | "noFreeTime" | "booked";
                                times: {
                                    /** Format: date-time */
                                    end: string;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                            };
                            changeCutoff: string | null;
                            completedAt: string | null;
                            decidedEstimates: {
                                decidedAt: string | null;
                                /** @enum {string} */
                                decision: "Accepted" | "Declined" | "NotChosen" | "Withdrawn";
                                id: string;
                            }[];
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositPaidCents: number;
                            extraWorkAdded: number;
                            lateCancelation: {
                                /** Format: date-time */
                                decidedBy: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                refundCents: number;
                            } | null;
                            onMyWayAt: string | null;
                            openEstimates: {
                                id: string;
                                validUntil: string | null;
                            }[];
                            openOffers: number;
                            owed: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                extraWorkCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                            };
                            pendingProposals: number;
                            reviewDueBy: string | null;
                            startedAt: string | null;
                            visitEndsAt: string | null;
                            visitStartsAt: string | null;
                        };
                        id: string;
                        name: string;
                        offers: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            distanceMiles: number | null;
                            /** Format: date-time */
                            offeredAt: string;
                            respondedAt: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            /** Format: date-time */
                            stateChangedAt: string;
                        }[];
                        paymentDue: boolean;
                        payments: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            id: string;
                            jobProposalId: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            lines?: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            }[];
                            /** Format: date-time */
                            paidAt: string;
                            paymentIntentId?: string | null;
                            refundedAt: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            refundedCents: number;
                            /** @enum {string} */
                            status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        }[];
                        photos: {
                            contentType: string;
                            fileName: string;
                            height: number | null;
                            id: string;
                            width: number | null;
                        }[];
                        preferredDates: string[];
                        proposalCount: number;
                        proposals: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            declineReason: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        }[];
                        review: {
                            /** Format: date-time */
                            dueBy: string;
                            id: string;
                            rating: number | null;
                            /** @enum {string} */
                            status: "Requested" | "Submitted" | "Published" | "Hidden";
                            submittedAt: string | null;
                            text: string;
                        } | null;
                        reviewDue: boolean;
                        reviewId: string | null;
                        state: string;
                        /** @enum {string} */
                        status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            by: "consumer" | "contractor" | "system";
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            note: string | null;
                            summary: string;
                            type: string;
                        }[];
                        trade: {
                            id: string;
                            name: string;
                            slug: string;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                        visitStartsAt: string | null;
                        zipCode: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description There is no cancelation to withdraw now; or a request with this Idempotency-Key is still being carried out */
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    requestJobRequestCancelation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Where the job stands and what is refunded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        Message: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        refundCents: number;
                        /** @enum {string} */
                        status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The job cannot be canceled in its state; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description Too many asks to cancel after the cutoff from this account; Retry-After says when to try again; or more than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    scheduleJobRequestVisit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start: string;
                };
            };
        };
        responses: {
            /** @description The job request with its visit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        appointment: {
                            /** Format: date-time */
                            changeCutoff: string;
                            completedAt: string | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            id: string;
                            onMyWayAt: string | null;
                            rescheduleHistory: {
                                /** Format: date-time */
                                at: string;
                                /** Format: date-time */
                                fromEnd: string;
                                /** Format: date-time */
                                fromStart: string;
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "Consumer" | "Contractor" | "SystemManager";
                                /** Format: date-time */
                                toEnd: string;
                                /** Format: date-time */
                                toStart: string;
                            }[];
                            /** Format: date-time */
                            scheduledEnd: string;
                            /** Format: date-time */
                            scheduledStart: string;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "Scheduled" | "InProgress" | "Completed" | "Canceled";
                        } | null;
                        appointmentId: string | null;
                        cancelationReason: string | null;
                        canceledAt: string | null;
                        city: string;
                        completedAt: string | null;
                        contactEmail: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        coverPhotoId: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        depositPaidCents: number;
                        description: string;
                        dispatchNote: string | null;
                        facts: {
                            awaitedDeposit: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                proposalId: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                totalCents: number;
                            } | null;
                            booking: {
                                nextStep: string | null;
                                nextStepBy: string | null;
                                /** @enum {string} */
                                state: "none" | "choose" | "offered" | "noFreeTime" | "booked";
                                times: {
                                    /** Format: date-time */
                                    end: string;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                            };
                            changeCutoff: string | null;
                            completedAt: string | null;
                            decidedEstimates: {
                                decidedAt: string | null;
                                /** @enum {string} */
                                decision: "Accepted" | "Declined" | "NotChosen" | "Withdrawn";
                                id: string;
                            }[];
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositPaidCents: number;
                            extraWorkAdded: number;
                            lateCancelation: {
                                /** Format: date-time */
                                decidedBy: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                refundCents: number;
                            } | null;
                            onMyWayAt: string | null;
                            openEstimates: {
                                id: string;
                                validUntil: string | null;
                            }[];
                            openOffers: number;
                            owed: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                depositCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                extraWorkCents: number;
                                /** @description An amount in US cents (12500 is $125.00). */
                                finalPaymentCents: number;
                            };
                            pendingProposals: number;
                            reviewDueBy: string | null;
                            startedAt: string | null;
                            visitEndsAt: string | null;
                            visitStartsAt: string | null;
                        };
                        id: string;
                        name: string;
                        offers: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            distanceMiles: number | null;
                            /** Format: date-time */
                            offeredAt: string;
                            respondedAt: string | null;
                            /** @enum {string} */
                            state: "Offered" | "Accepted" | "Declined" | "Estimated" | "Booked" | "Completed" | "Canceled" | "Closed";
                            /** Format: date-time */
                            stateChangedAt: string;
                        }[];
                        paymentDue: boolean;
                        payments: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            id: string;
                            jobProposalId: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            lines?: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                            }[];
                            /** Format: date-time */
                            paidAt: string;
                            paymentIntentId?: string | null;
                            refundedAt: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            refundedCents: number;
                            /** @enum {string} */
                            status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        }[];
                        photos: {
                            contentType: string;
                            fileName: string;
                            height: number | null;
                            id: string;
                            width: number | null;
                        }[];
                        preferredDates: string[];
                        proposalCount: number;
                        proposals: {
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            declineReason: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
                        }[];
                        review: {
                            /** Format: date-time */
                            dueBy: string;
                            id: string;
                            rating: number | null;
                            /** @enum {string} */
                            status: "Requested" | "Submitted" | "Published" | "Hidden";
                            submittedAt: string | null;
                            text: string;
                        } | null;
                        reviewDue: boolean;
                        reviewId: string | null;
                        state: string;
                        /** @enum {string} */
                        status: "Submitted" | "Dispatched" | "Proposed" | "Accepted" | "Scheduled" | "InProgress" | "Completed" | "CancelationRequested" | "Canceled";
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            by: "consumer" | "contractor" | "system";
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            } | null;
                            note: string | null;
                            summary: string;
                            type: string;
                        }[];
                        trade: {
                            id: string;
                            name: string;
                            slug: string;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                        visitStartsAt: string | null;
                        zipCode: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The time is not free (slots holds the chosen day’s free ones, Message says why), or the job takes no booking now or the time is too soon (the lifecycle’s words); or a request with this Idempotency-Key is still being carried out */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Errors?: string[];
                        Message: string;
                        slots: {
                            /** Format: date-time */
                            end: string;
                            /** Format: date-time */
                            start: string;
                        }[];
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    getJobRequestVisitTimes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Times in time order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slots: {
                            /** Format: date-time */
                            end: string;
                            /** Format: date-time */
                            start: string;
                        }[];
                        timezone: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
    getJobProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedAt: string | null;
                        contractor: {
                            businessName: string;
                            firstName: string;
                            id: string;
                            lastInitial: string;
                            ratingAverage: number;
                            reviewCount: number;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        decidedAt: string | null;
                        declineReason: string | null;
                        /** @description An amount in US cents (12500 is $125.00). */
                        depositCents: number;
                        /** @enum {string} */
                        depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        /** @description An amount in US cents (12500 is $125.00). */
                        discountCents: number;
                        discountDescription: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        finalPaymentCents: number;
                        /** @enum {string} */
                        finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        id: string;
                        jobRequestId: string;
                        lineItems: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            description: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents?: number;
                            /** @enum {string} */
                            kind: "Labor" | "Material" | "TripCharge" | "Other";
                            productsAndServicesItemId: string | null;
                            quantity: number;
                            taxRate: number;
                            title: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            unitPriceCents: number;
                        }[];
                        notes: string;
                        /** @enum {string} */
                        status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                        /** @description An amount in US cents (12500 is $125.00). */
                        subsequentPaymentCents: number;
                        subsequentPaymentDescription: string;
                        /** @enum {string} */
                        subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        /** @description An amount in US cents (12500 is $125.00). */
                        subtotalCents: number;
                        /** @description An amount in US cents (12500 is $125.00). */
                        taxCents: number;
                        /** @description An amount in US cents (12500 is $125.00). */
                        totalCents: number;
                        validUntil: string | null;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
    decideJobProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "Accept" | "Decline";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The proposal after the decision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedAt: string | null;
                        contractor: {
                            businessName: string;
                            firstName: string;
                            id: string;
                            lastInitial: string;
                            ratingAverage: number;
                            reviewCount: number;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        decidedAt: string | null;
                        declineReason: string | null;
                        /** @description An amount in US cents (12500 is $125.00). */
                        depositCents: number;
                        /** @enum {string} */
                        depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        /** @description An amount in US cents (12500 is $125.00). */
                        discountCents: number;
                        discountDescription: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        finalPaymentCents: number;
                        /** @enum {string} */
                        finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        id: string;
                        jobRequestId: string;
                        lineItems: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            description: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents?: number;
                            /** @enum {string} */
                            kind: "Labor" | "Material" | "TripCharge" | "Other";
                            productsAndServicesItemId: string | null;
                            quantity: number;
                            taxRate: number;
                            title: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            unitPriceCents: number;
                        }[];
                        notes: string;
                        /** @enum {string} */
                        status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                        /** @description An amount in US cents (12500 is $125.00). */
                        subsequentPaymentCents: number;
                        subsequentPaymentDescription: string;
                        /** @enum {string} */
                        subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                        /** @description An amount in US cents (12500 is $125.00). */
                        subtotalCents: number;
                        /** @description An amount in US cents (12500 is $125.00). */
                        taxCents: number;
                        /** @description An amount in US cents (12500 is $125.00). */
                        totalCents: number;
                        validUntil: string | null;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description The decision cannot be taken; the Message says why; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    getDepositPaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    redirectUrl: string;
                };
            };
        };
        responses: {
            /** @description The payment, with what the browser needs to collect the card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An amount in US cents (12500 is $125.00). */
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        cardPageUrl: string | null;
                        clientSecret: string;
                        description: string;
                        failureMessage: string | null;
                        jobProposalId: string;
                        /** @enum {string} */
                        kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        lines?: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        }[];
                        paymentId: string;
                        paymentIntentId: string;
                        /** @enum {string} */
                        provider: "stripe" | "sandbox";
                        redirectUrl: string;
                        /** @enum {string} */
                        status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded" | "RequiresAction";
                    };
                };
            };
            /** @description A Validation Error: redirectUrl is not a page of this site (an open redirect), or is not a URL */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description Nothing of this kind can be paid now; the Message says why */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The card payment service could not be reached */
            502: {
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
    getFinalPaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    redirectUrl: string;
                    /** @default true */
                    withExtraWork?: boolean;
                };
            };
        };
        responses: {
            /** @description The payment, with what the browser needs to collect the card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An amount in US cents (12500 is $125.00). */
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        cardPageUrl: string | null;
                        clientSecret: string;
                        description: string;
                        failureMessage: string | null;
                        jobProposalId: string;
                        /** @enum {string} */
                        kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        lines?: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        }[];
                        paymentId: string;
                        paymentIntentId: string;
                        /** @enum {string} */
                        provider: "stripe" | "sandbox";
                        redirectUrl: string;
                        /** @enum {string} */
                        status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded" | "RequiresAction";
                    };
                };
            };
            /** @description A Validation Error: redirectUrl is not a page of this site (an open redirect), or is not a URL */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description Nothing of this kind can be paid now; the Message says why */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The card payment service could not be reached */
            502: {
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
    getSubsequentPaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    redirectUrl: string;
                };
            };
        };
        responses: {
            /** @description The payment, with what the browser needs to collect the card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An amount in US cents (12500 is $125.00). */
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        cardPageUrl: string | null;
                        clientSecret: string;
                        description: string;
                        failureMessage: string | null;
                        jobProposalId: string;
                        /** @enum {string} */
                        kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        lines?: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "Deposit" | "FinalPayment" | "SubsequentPayment";
                        }[];
                        paymentId: string;
                        paymentIntentId: string;
                        /** @enum {string} */
                        provider: "stripe" | "sandbox";
                        redirectUrl: string;
                        /** @enum {string} */
                        status: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded" | "RequiresAction";
                    };
                };
            };
            /** @description A Validation Error: redirectUrl is not a page of this site (an open redirect), or is not a URL */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description Nothing of this kind can be paid now; the Message says why */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description The card payment service could not be reached */
            502: {
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
    listJobProposals: {
        parameters: {
            query?: {
                OrderBy?: "createdAt" | "total";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
            };
            header?: never;
            path: {
                jobRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of proposals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptedAt: string | null;
                            contractor: {
                                businessName: string;
                                firstName: string;
                                id: string;
                                lastInitial: string;
                                ratingAverage: number;
                                reviewCount: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            declineReason: string | null;
                            /** @description An amount in US cents (12500 is $125.00). */
                            depositCents: number;
                            /** @enum {string} */
                            depositStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            discountCents: number;
                            discountDescription: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            finalPaymentCents: number;
                            /** @enum {string} */
                            finalPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            id: string;
                            jobRequestId: string;
                            lineItems: {
                                /** @description An amount in US cents (12500 is $125.00). */
                                amountCents: number;
                                description: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                discountCents?: number;
                                /** @enum {string} */
                                kind: "Labor" | "Material" | "TripCharge" | "Other";
                                productsAndServicesItemId: string | null;
                                quantity: number;
                                taxRate: number;
                                title: string;
                                /** @description An amount in US cents (12500 is $125.00). */
                                unitPriceCents: number;
                            }[];
                            notes: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Declined" | "Withdrawn" | "Expired";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subsequentPaymentCents: number;
                            subsequentPaymentDescription: string;
                            /** @enum {string} */
                            subsequentPaymentStatus: "NotDue" | "Due" | "Processing" | "Paid" | "Failed" | "Refunded";
                            /** @description An amount in US cents (12500 is $125.00). */
                            subtotalCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            taxCents: number;
                            /** @description An amount in US cents (12500 is $125.00). */
                            totalCents: number;
                            validUntil: string | null;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
    submitJobReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the client's choosing (a random UUID), at most 255 characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with `Idempotent-Replayed: true`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send 1000 requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with `Retry-After` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default  */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The submitted review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractor: {
                            businessName: string;
                            firstName: string;
                            id: string;
                            lastInitial: string;
                            ratingAverage: number;
                            reviewCount: number;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        id: string;
                        jobAppointmentId: string;
                        jobRequestId: string;
                        rating: number | null;
                        /** @enum {string} */
                        status: "Requested" | "Submitted" | "Published" | "Hidden";
                        submittedAt: string | null;
                        text: string;
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description Not found */
            404: {
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
            /** @description Already reviewed, the job is not completed, or more than 30 days have passed since it was; or a request with this Idempotency-Key is still being carried out */
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description This Idempotency-Key was already sent with a different request */
            422: {
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
            /** @description More than 1000 writes with an Idempotency-Key today; see Retry-After */
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
    listLocations: {
        parameters: {
            query?: {
                Name?: string;
                OrderBy?: "name" | "city" | "sortOrder";
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
            /** @description A page of locations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            addressLine1: string;
                            city: string;
                            description: string;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            phone: string | null;
                            slug: string;
                            state: string;
                            zipCode: string;
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
    buyMembership: {
        parameters: {
            query: {
                MembershipId: string;
                PriceId: string;
                RedirectUrl: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description A Validation Error, also when RedirectUrl is not a page of this site (an open redirect) */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description The plan or the price is not on sale */
            404: {
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
            /** @description The caller already has a plan: this one, a higher tier, a lower tier to switch from in the customer portal, or one with a payment due (also one whose other checkout was paid as this one opened); or a plan paid through a payment provider the server is not running now, which the office changes. Also, with Retry-After (seconds), while another call for the same plan and price is still preparing its checkout: asked again then, it answers that checkout; or when a checkout for another plan was opened at the same moment: asked again, this one opens and closes that one */
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
            /** @description The card payment service could not be reached */
            502: {
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
    getAvailableMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        benefits: string[];
                        description: string;
                        id: string;
                        name: string;
                        prices: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "Monthly" | "Yearly";
                        }[];
                        priority: number;
                        slug: string;
                        terms: {
                            laborDiscountPercent: number;
                            priorityScheduling: boolean;
                            storageDiscountPercent: number;
                            /** @enum {string} */
                            tripChargeWaiver: "None" | "FirstJobEachYear" | "Always";
                        };
                    }[];
                };
            };
        };
    };
    getMembershipCheckout: {
        parameters: {
            query: {
                SessionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        membershipId: string;
                        refunded: {
                            /** @description An amount in US cents (12500 is $125.00). */
                            amountCents: number;
                            keptMembership: string | null;
                        } | null;
                        /** @enum {string} */
                        status: "Incomplete" | "Active" | "PastDue" | "Canceled" | "Expired";
                    };
                };
            };
            /** @description A Validation Error: SessionId is not a checkout id */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description No checkout of the caller’s has this id */
            404: {
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
    getCurrentMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current plans; empty without one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An amount in US cents (12500 is $125.00). */
                        amountCents: number;
                        benefits: string[];
                        cancelAtPeriodEnd: boolean;
                        currency: string;
                        currentPeriodEnd: string | null;
                        id: string;
                        /** @enum {string} */
                        interval: "Monthly" | "Yearly";
                        membershipId: string;
                        name: string;
                        priority: number;
                        /** @enum {string} */
                        status: "Incomplete" | "Active" | "PastDue" | "Canceled" | "Expired";
                    }[];
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
    getMembershipCustomerPortal: {
        parameters: {
            query?: {
                Flow?: "cancel";
                ReturnUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer portal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description A Validation Error, also when ReturnUrl is not a page of this site */
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
            /** @description The profile is not completed, or the account is not a customer’s */
            403: {
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
            /** @description The caller has never started a membership, so has no payment customer */
            404: {
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
            /** @description Flow=cancel, and no plan renews; or the caller’s plans were paid through a payment provider the server is not running now */
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
            /** @description The card payment service could not be reached */
            502: {
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
    getSandboxCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        cancelUrl: string;
                        currency: string;
                        /** Format: date-time */
                        expiresAt: string;
                        id: string;
                        /** @enum {string} */
                        interval: "month" | "year";
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        productName: string;
                        /** @enum {string} */
                        status: "open" | "complete" | "expired";
                        successUrl: string;
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
            /** @description Not found */
            404: {
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
            /** @description Not possible in the current state */
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
        };
    };
    authenticateSandboxCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "complete" | "fail";
                };
            };
        };
        responses: {
            /** @description The checkout after the challenge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        cancelUrl: string;
                        currency: string;
                        /** Format: date-time */
                        expiresAt: string;
                        id: string;
                        /** @enum {string} */
                        interval: "month" | "year";
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        productName: string;
                        /** @enum {string} */
                        status: "open" | "complete" | "expired";
                        successUrl: string;
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
            /** @description Not found */
            404: {
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
            /** @description The checkout is not waiting for 3-D Secure: paid or closed meanwhile, or its step already answered: code checkout_session_unexpected_state, with checkoutSession as it now stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutSession: {
                            amountCents: number;
                            cancelUrl: string;
                            currency: string;
                            /** Format: date-time */
                            expiresAt: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            lastPaymentError: {
                                code: string;
                                declineCode: string | null;
                                message: string;
                            } | null;
                            nextAction: "authenticate" | null;
                            productName: string;
                            /** @enum {string} */
                            status: "open" | "complete" | "expired";
                            successUrl: string;
                        };
                        /** @constant */
                        code: "checkout_session_unexpected_state";
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
    confirmSandboxCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        cvc: string;
                        expiry: string;
                        number: string;
                        zip: string;
                    };
                };
            };
        };
        responses: {
            /** @description The checkout after the attempt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        cancelUrl: string;
                        currency: string;
                        /** Format: date-time */
                        expiresAt: string;
                        id: string;
                        /** @enum {string} */
                        interval: "month" | "year";
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        productName: string;
                        /** @enum {string} */
                        status: "open" | "complete" | "expired";
                        successUrl: string;
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
            /** @description Not found */
            404: {
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
            /** @description The checkout takes no card now: paid or closed meanwhile (its day over, or a checkout for another plan opened since), or waiting for its 3-D Secure step: code checkout_session_unexpected_state, with checkoutSession as it now stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutSession: {
                            amountCents: number;
                            cancelUrl: string;
                            currency: string;
                            /** Format: date-time */
                            expiresAt: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            lastPaymentError: {
                                code: string;
                                declineCode: string | null;
                                message: string;
                            } | null;
                            nextAction: "authenticate" | null;
                            productName: string;
                            /** @enum {string} */
                            status: "open" | "complete" | "expired";
                            successUrl: string;
                        };
                        /** @constant */
                        code: "checkout_session_unexpected_state";
                        Errors?: string[];
                        Message: string;
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
    getSandboxPaymentIntent: {
        parameters: {
            query: {
                clientSecret: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        currency: string;
                        description: string | null;
                        id: string;
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
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
            /** @description Not found */
            404: {
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
            /** @description Not possible in the current state */
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
        };
    };
    authenticateSandboxPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    /** @enum {string} */
                    outcome: "complete" | "fail";
                };
            };
        };
        responses: {
            /** @description The payment after the challenge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        currency: string;
                        description: string | null;
                        id: string;
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
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
            /** @description Not found */
            404: {
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
            /** @description The payment is not waiting for 3-D Secure: paid or canceled meanwhile, or its step already answered: code payment_intent_unexpected_state, with paymentIntent as it now stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "payment_intent_unexpected_state";
                        Errors?: string[];
                        Message: string;
                        paymentIntent: {
                            amountCents: number;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            currency: string;
                            description: string | null;
                            id: string;
                            lastPaymentError: {
                                code: string;
                                declineCode: string | null;
                                message: string;
                            } | null;
                            nextAction: "authenticate" | null;
                            /** @enum {string} */
                            status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
                        };
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
    confirmSandboxPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        cvc: string;
                        expiry: string;
                        number: string;
                        zip: string;
                    };
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description The payment after the attempt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        currency: string;
                        description: string | null;
                        id: string;
                        lastPaymentError: {
                            code: string;
                            declineCode: string | null;
                            message: string;
                        } | null;
                        nextAction: "authenticate" | null;
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
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
            /** @description Not found */
            404: {
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
            /** @description The payment takes no card now: paid or canceled meanwhile, or waiting for its 3-D Secure step: code payment_intent_unexpected_state, with paymentIntent as it now stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "payment_intent_unexpected_state";
                        Errors?: string[];
                        Message: string;
                        paymentIntent: {
                            amountCents: number;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            currency: string;
                            description: string | null;
                            id: string;
                            lastPaymentError: {
                                code: string;
                                declineCode: string | null;
                                message: string;
                            } | null;
                            nextAction: "authenticate" | null;
                            /** @enum {string} */
                            status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
                        };
                    };
                };
            };
            /** @description The body is over 256 KB */
            413: {
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
    getSandboxPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelSubscriptionId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        id: string;
                        prices: {
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            productName: string;
                        }[];
                        returnUrl: string;
                        subscriptions: {
                            cancelAtPeriodEnd: boolean;
                            canceledAt: string | null;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            id: string;
                            price: {
                                amountCents: number;
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                interval: "month" | "year";
                                productName: string;
                            };
                            status: string;
                        }[];
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
            /** @description Not found */
            404: {
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
            /** @description The portal link has expired (it works for an hour) */
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
        };
    };
    updateSandboxPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        cvc: string;
                        expiry: string;
                        number: string;
                        zip: string;
                    };
                };
            };
        };
        responses: {
            /** @description The portal after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelSubscriptionId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        id: string;
                        prices: {
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            productName: string;
                        }[];
                        returnUrl: string;
                        subscriptions: {
                            cancelAtPeriodEnd: boolean;
                            canceledAt: string | null;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            id: string;
                            price: {
                                amountCents: number;
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                interval: "month" | "year";
                                productName: string;
                            };
                            status: string;
                        }[];
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
            /** @description The card was declined */
            402: {
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
            /** @description Not found */
            404: {
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
            /** @description The portal link has expired (it works for an hour) */
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
            /** @description The body is over 256 KB */
            413: {
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
    cancelSandboxSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    atPeriodEnd?: boolean;
                    comment?: string;
                    /** @enum {string} */
                    feedback?: "customer_service" | "low_quality" | "missing_features" | "other" | "switched_service" | "too_complex" | "too_expensive" | "unused";
                };
            };
        };
        responses: {
            /** @description The portal after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelSubscriptionId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        id: string;
                        prices: {
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            productName: string;
                        }[];
                        returnUrl: string;
                        subscriptions: {
                            cancelAtPeriodEnd: boolean;
                            canceledAt: string | null;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            id: string;
                            price: {
                                amountCents: number;
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                interval: "month" | "year";
                                productName: string;
                            };
                            status: string;
                        }[];
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
            /** @description Not found */
            404: {
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
            /** @description Not possible in the current state, or the portal link has expired (it works for an hour) */
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
            /** @description The body is over 256 KB */
            413: {
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
    changeSandboxSubscriptionPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceId: string;
                };
            };
        };
        responses: {
            /** @description The portal after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelSubscriptionId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        id: string;
                        prices: {
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            productName: string;
                        }[];
                        returnUrl: string;
                        subscriptions: {
                            cancelAtPeriodEnd: boolean;
                            canceledAt: string | null;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            id: string;
                            price: {
                                amountCents: number;
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                interval: "month" | "year";
                                productName: string;
                            };
                            status: string;
                        }[];
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
            /** @description The card on file was declined */
            402: {
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
            /** @description Not found */
            404: {
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
            /** @description Not possible in the current state, or the portal link has expired (it works for an hour) */
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
            /** @description The body is over 256 KB */
            413: {
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
    resumeSandboxSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portal after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelSubscriptionId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        id: string;
                        prices: {
                            amountCents: number;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            productName: string;
                        }[];
                        returnUrl: string;
                        subscriptions: {
                            cancelAtPeriodEnd: boolean;
                            canceledAt: string | null;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            id: string;
                            price: {
                                amountCents: number;
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                interval: "month" | "year";
                                productName: string;
                            };
                            status: string;
                        }[];
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
            /** @description Not found */
            404: {
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
            /** @description Not possible in the current state, or the portal link has expired (it works for an hour) */
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
        };
    };
    listProductsAndServicesItems: {
        parameters: {
            query?: {
                AutomaticallyAddToProposals?: boolean | ("true" | "false");
                OrderBy?: "title" | "price" | "taxRate";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
                "TaxRate.From"?: number | string;
                "TaxRate.To"?: number | string;
                Title?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products and services */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            automaticallyAddToProposals: boolean;
                            description: string;
                            id: string;
                            /** @description An amount in US cents (12500 is $125.00). */
                            priceCents: number;
                            taxRate: number;
                            title: string;
                            trade: {
                                id: string;
                                name: string;
                                slug: string;
                            } | null;
                            unit: string;
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
    getProductsAndServicesItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        automaticallyAddToProposals: boolean;
                        description: string;
                        id: string;
                        /** @description An amount in US cents (12500 is $125.00). */
                        priceCents: number;
                        taxRate: number;
                        title: string;
                        trade: {
                            id: string;
                            name: string;
                            slug: string;
                        } | null;
                        unit: string;
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
            /** @description Not found */
            404: {
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
    createPublicJobRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once. */
                "x-recaptcha-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city: string;
                    /** Format: email */
                    contactEmail: string;
                    contactName: string;
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    contactPhone: string;
                    contractorId?: string | null;
                    description: string;
                    preferredDate?: string | null;
                    tradeId: string;
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description Job request received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        Message: string;
                    };
                };
            };
            /** @description A Validation Error keyed by field (problem+json), or a captcha answer that is missing, wrong or already used ({ Message }) */
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
            /** @description Not found */
            404: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description Too many forms from this address; see Retry-After */
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
            /** @description The captcha provider could not be reached; nothing was saved */
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
    createStorageUnitEnquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once. */
                "x-recaptcha-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    listingId: string;
                    message?: string;
                    moveInDate?: string | null;
                    name: string;
                    /**
                     * @description A US phone number in any common format; the server stores it as E.164 (+1XXXXXXXXXX).
                     * @example (508) 555-0100
                     */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Enquiry received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberDiscountPercent: number;
                        Message: string;
                    };
                };
            };
            /** @description A Validation Error keyed by field (problem+json), or a captcha answer that is missing, wrong or already used ({ Message }) */
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
            /** @description Not found */
            404: {
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
            /** @description The body is over 256 KB */
            413: {
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
            /** @description Too many forms from this address; see Retry-After */
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
            /** @description The captcha provider could not be reached; nothing was saved */
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
    listStorageUnitListings: {
        parameters: {
            query?: {
                "Availability.From"?: string;
                "Availability.To"?: string;
                LocationIds?: string | string[];
                "MonthlyPrice.From"?: number | string;
                "MonthlyPrice.To"?: number | string;
                NoAvailabilitySet?: boolean | ("true" | "false");
                OrderBy?: "title" | "monthlyPrice" | "squareFootage" | "unitsRemaining" | "availability" | "location";
                OrderByDirection?: "asc" | "desc";
                Page?: number | string;
                PerPage?: number | string;
                Sizes?: string | string[];
                "SquareFootage.From"?: number | string;
                "SquareFootage.To"?: number | string;
                Title?: string;
                "UnitsRemaining.From"?: number | string;
                "UnitsRemaining.To"?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            availableFrom: string | null;
                            description: string;
                            features: string[];
                            id: string;
                            images: {
                                alt: string;
                                url: string;
                            }[];
                            location: {
                                addressLine1: string;
                                city: string;
                                id: string;
                                name: string;
                                state: string;
                                zipCode: string;
                            };
                            /** @description An amount in US cents (12500 is $125.00). */
                            monthlyPriceCents: number;
                            size: {
                                id: string;
                                lengthFeet: number;
                                name: string;
                                widthFeet: number;
                            };
                            squareFootage: number;
                            title: string;
                            unitsRemaining: number;
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
    getStorageUnitListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableFrom: string | null;
                        description: string;
                        features: string[];
                        id: string;
                        images: {
                            alt: string;
                            url: string;
                        }[];
                        location: {
                            addressLine1: string;
                            city: string;
                            id: string;
                            name: string;
                            state: string;
                            zipCode: string;
                        };
                        /** @description An amount in US cents (12500 is $125.00). */
                        monthlyPriceCents: number;
                        size: {
                            id: string;
                            lengthFeet: number;
                            name: string;
                            widthFeet: number;
                        };
                        squareFootage: number;
                        title: string;
                        unitsRemaining: number;
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
            /** @description Not found */
            404: {
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
    listStorageUnitSizes: {
        parameters: {
            query?: {
                OrderBy?: "sortOrder" | "name" | "squareFootage";
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
            /** @description A page of sizes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            id: string;
                            lengthFeet: number;
                            name: string;
                            squareFootage: number;
                            widthFeet: number;
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
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    created: number;
                    data: {
                        object: Record<string, never>;
                    };
                    id: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Event received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        duplicate: boolean;
                        received: boolean;
                    };
                };
            };
            /** @description The signature is missing, wrong or too old ({ Message }); or, for a signed event, a Validation Error */
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
            /** @description The body is over 256 KB */
            413: {
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
    getZipCodeLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                zipCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string;
                        latitude: number;
                        longitude: number;
                        state: string;
                        zipCode: string;
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
            /** @description Not found */
            404: {
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
}
