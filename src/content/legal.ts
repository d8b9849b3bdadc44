import { COMPANY_ADDRESS, COMPANY_EMAIL, COMPANY_LEGAL_NAME, COMPANY_NAME } from './company';
import type { LegalDocument } from './types';

const LAST_UPDATED = '2026-12-06';

const contactLines = [COMPANY_LEGAL_NAME, COMPANY_ADDRESS, `E-mail: ${COMPANY_EMAIL}`];

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        `${COMPANY_LEGAL_NAME} ("${COMPANY_NAME}", "we", "us" or "our") is a home-services provider based at ${COMPANY_ADDRESS}. We operate this website and web application, through which you can book jobs with local contractors, buy membership plans, enquire about storage units and contact us (together, the "Service").`,
        'This Privacy Policy explains what personal information we collect through the Service, how we use and share it, how long we keep it, and the choices and rights you have. By using the Service you acknowledge that your information is handled as described here. If you do not agree, please do not use the Service.',
      ],
    },
    {
      heading: 'Information you give us',
      paragraphs: ['We collect the information you provide when you use the Service, including:'],
      bullets: [
        'Phone number: used to create your account and to sign you in with one-time codes sent by text message.',
        'Name and e-mail address: used to identify your account, send you confirmations and receipts, and reply to you.',
        'Addresses: the address where work is to be done, and any billing or mailing address you give us.',
        'Job details: descriptions of the work, photos and other files you upload, preferred dates and times, your decisions on proposals, rescheduling and cancelation requests, and messages about a job.',
        'Reviews you write about completed jobs and contractors.',
        'Storage unit enquiries and contact form messages, including your name, e-mail address, phone number and message.',
        'Your e-mail address if you subscribe to our e-mail updates.',
        'Messages you send through the help chat.',
      ],
    },
    {
      heading: 'Information collected automatically',
      paragraphs: ['When you use the Service, some information is collected automatically:'],
      bullets: [
        'Technical information such as your IP address, browser and device type, operating system, time zone, the pages you visit and the time of your visit.',
        'Error and performance reports, and for a sample of sessions and for sessions in which an error occurs, a session replay: a reconstruction of page changes, clicks and scrolling that helps us find and fix problems (see "Error reporting and session replay" below).',
        'Signals that Google reCAPTCHA collects to tell people from automated programs on forms such as the contact form and storage enquiries.',
        'Sign-in tokens and similar data stored in your browser (see "Cookies and local storage" below).',
      ],
    },
    {
      heading: 'Information from others',
      paragraphs: [
        'Contractors who work on your job add information to it, such as proposals, estimates, appointment times, notes and photos of the work. Our payment processor, Stripe, tells us whether a payment succeeded and gives us limited details about the payment method, such as the card brand, the last four digits and the expiry date.',
        'We use the ZIP code of a job or search to find contractors who serve that area. We do not collect the precise location of your device.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use personal information to:'],
      bullets: [
        'Create and secure your account and sign you in, including sending sign-in codes by text message.',
        'Take job requests, match them with suitable contractors, and manage proposals, appointments, payments and reviews.',
        'Sell, bill and manage membership plans.',
        'Respond to storage unit enquiries, contact form messages and help chat conversations.',
        'Send service messages such as confirmations, receipts, appointment updates and changes to these policies, and, if you subscribed, our e-mail updates.',
        'Protect the Service and our users, including preventing spam, fraud and abuse.',
        'Find and fix errors and improve how the Service works.',
        'Comply with our legal obligations, keep business and tax records, and establish or defend legal claims.',
      ],
    },
    {
      heading: 'How we share your information',
      paragraphs: [
        'We do not sell your personal information, and we do not share it for targeted advertising. We share it only as follows:',
      ],
      bullets: [
        'With the contractor matched to your job: your name, phone number, service address, job details and files, so they can prepare a proposal and do the work. Contractors are independent businesses and may use this information only for your job.',
        'With service providers that process information on our behalf under contracts that limit its use: Stripe (payments), Sentry (error reporting and session replay), Google (reCAPTCHA), our help chat provider, and the providers that deliver our text messages and e-mail and host the Service.',
        'When required by law, subpoena or court order, or when we believe in good faith that disclosure is needed to protect the rights, property or safety of our users, contractors, the public or us.',
        'In connection with a merger, sale of assets, financing or reorganization of our business, in which case this policy continues to apply to the information transferred.',
        'With your consent or at your direction.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Deposits, job payments and membership subscriptions are processed by Stripe, Inc. Card numbers and security codes are entered into forms provided by Stripe and sent directly to Stripe; we do not receive or store them. Stripe handles that information under its own privacy policy, available at https://stripe.com/privacy.',
        'We keep records of the payments made through the Service, such as the amount, date, job or membership, and the limited payment method details Stripe gives us, for accounting, tax and customer-service purposes.',
      ],
    },
    {
      heading: 'Text messages',
      paragraphs: [
        'When you enter your phone number to create an account or sign in, you ask us to send you a one-time sign-in code by text message. We may also send text messages about your account and your jobs. Message frequency varies with your activity. Message and data rates may apply.',
        'Reply STOP to any message to stop receiving text messages, or HELP for help. Because sign-in codes are sent by text message, opting out means we cannot send you codes until you reply START or contact us. Carriers are not liable for delayed or undelivered messages.',
        'We do not share your phone number or text messaging consent with third parties or affiliates for their marketing or promotional purposes.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'The Service stores a small amount of data in your browser\u2019s local storage: the access and refresh tokens that keep you signed in, and, while you are buying a membership, the plan you selected, which is removed after one hour. Clearing your browser storage signs you out.',
        'Google reCAPTCHA, the help chat widget and Stripe\u2019s payment pages use their own cookies or similar technologies to work, to keep a chat conversation going, and to prevent fraud. We do not use advertising cookies or cross-site tracking. Because there is no common standard for browser "Do Not Track" signals, the Service does not respond to them, but we do not track you across other websites in any case.',
      ],
    },
    {
      heading: 'Error reporting and session replay',
      paragraphs: [
        'We use Sentry, provided by Functional Software, Inc., to report errors and measure performance. When something goes wrong, the report includes technical details such as the page, browser, time zone and the steps that led to the error, and may include your account identifier.',
        'For a sample of sessions, and for sessions in which an error occurs, Sentry records a session replay. Replays mask on-screen text and form input and block images, and payment forms hosted by Stripe are not recorded. Sentry\u2019s privacy policy is available at https://sentry.io/privacy/.',
      ],
    },
    {
      heading: 'Google reCAPTCHA',
      paragraphs: [
        'Some forms are protected by Google reCAPTCHA to prevent spam and abuse. reCAPTCHA collects hardware and software information, such as device and browser data, and sends it to Google for analysis. The Google Privacy Policy (https://policies.google.com/privacy) and Terms of Service (https://policies.google.com/terms) apply to that use.',
      ],
    },
    {
      heading: 'Help chat',
      paragraphs: [
        'The help chat widget lets you message us from any page. If you are signed in, the chat is prefilled with your name and e-mail address so we know who we are talking to. Chat messages are stored by our help chat provider on our behalf. Please do not send card numbers or other sensitive information through the chat.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep personal information only as long as we need it for the purposes in this policy:',
      ],
      bullets: [
        'Account information is kept while your account is open. After you delete your account, we delete or de-identify it within 30 days, except as described below.',
        'Records of jobs, proposals, payments and memberships are kept for as long as we need them for tax, accounting, warranty and legal purposes, generally up to seven years after the job or payment.',
        'Storage enquiries and contact form messages are kept for as long as needed to answer and follow up on them, and no longer than two years unless they become part of a job or rental.',
        'Error reports and session replays are kept for a limited period, no longer than 90 days.',
        'Copies in backups are overwritten in the normal backup cycle.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can see and update your name and e-mail address in My Account. You can also ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it, by e-mailing us at the address below.',
        'You can delete your account at any time at /account-deletion. Deleting it cancels an active membership at once, without a refund of the part of the period already paid, and deletes your name, e-mail address and phone number at Stripe as well as with us. It waits while a job has a contractor booked, or money owed or still being paid, and the page tells you what to settle first. Information we must keep for legal reasons is kept as described above.',
        'You can unsubscribe from our e-mail updates with the link in any of them, and stop text messages by replying STOP. We will still send messages that are necessary for a job or payment you have started.',
        'We answer requests within 45 days and may need to verify your identity first, for example by a code sent to the phone number on your account. We honor these requests for all users, wherever they live, and we will not treat you differently for making them. If your state gives you additional privacy rights, we will honor them as that law requires.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'We protect personal information under a written information security program that meets the Massachusetts data security regulation, 201 CMR 17.00. It includes encrypting data in transit over HTTPS, limiting access to people and contractors who need it for their work, secure authentication, monitoring for errors and misuse, and requiring our service providers to protect the information they handle for us. Card data is handled by Stripe, not by us.',
        'No system is completely secure. If a breach of security affects your personal information, we will notify you and the authorities as required by Massachusetts law, M.G.L. c. 93H, and any other law that applies.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The Service is not directed to children under 13, and we do not knowingly collect personal information from them. You must be at least 18 to create an account or book a job. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Where information is processed',
      paragraphs: [
        'We operate in the United States, and the information you give us is processed and stored in the United States by us and our service providers.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. We will post the updated version here with a new "last updated" date, and if the changes are material, we will tell you by e-mail or in the Service before they take effect.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['Questions or requests about this policy or your personal information can be sent to:'],
      bullets: contactLines,
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Agreement to these terms',
      paragraphs: [
        `These Terms and Conditions ("Terms") are an agreement between you and ${COMPANY_LEGAL_NAME} ("${COMPANY_NAME}", "we", "us" or "our"), of ${COMPANY_ADDRESS}. They govern your use of our website and web application and the services offered through them, including booking jobs, memberships, storage unit enquiries and equipment rental (together, the "Service").`,
        'By creating an account or using the Service, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.',
      ],
    },
    {
      heading: 'Our role',
      paragraphs: [
        'We run a marketplace that connects customers with independent local contractors. Through the Service we take your job request, match it with a contractor in the right trade, present the contractor\u2019s proposal to you, collect payments on the contractor\u2019s behalf, and help with scheduling, questions and problems until the job is finished.',
        'Unless a proposal states otherwise, the work itself is performed by the contractor, and when you accept a proposal you enter into a contract for that work with the contractor. We are not a party to that contract, but we stay involved to help resolve issues between you and the contractor.',
      ],
    },
    {
      heading: 'Contractors',
      paragraphs: [
        'Contractors are independent businesses, not our employees or agents. Before a contractor takes jobs through the Service, we check that they hold the Massachusetts registration and licenses their trade requires, such as Home Improvement Contractor registration under M.G.L. c. 142A, a Construction Supervisor License, or a plumbing, gas fitting or electrical license, and that they carry insurance. We cannot guarantee the outcome of every job, and contractors are responsible for the quality, safety and legal compliance of their work, including obtaining required permits.',
        'Residential home improvement work covered by M.G.L. c. 142A must be performed by a registered contractor. Owners of residential property may have access to the Commonwealth\u2019s arbitration program and Residential Contractors\u2019 Guaranty Fund for disputes with registered contractors, administered by the Office of Consumer Affairs and Business Regulation.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract to create an account. You sign in with your mobile phone number and a one-time code sent by text message. Keep access to your phone secure; you are responsible for activity in your account. Tell us promptly if you believe someone else has used it.',
        'Give accurate information, including your name, e-mail address and the address where work is to be done, and keep it up to date. One person may not hold more than one account, and you may not create an account for someone else without their permission.',
      ],
    },
    {
      heading: 'Booking jobs',
      paragraphs: [
        'When you book a job, describe the work honestly and completely, including photos where helpful, and tell us about anything that affects safety or the work, such as pets, hazards, shared ownership, or a home built before 1978. You must own the property or have the owner\u2019s permission for the work.',
        'You agree to give the contractor reasonable access to the property at the agreed times, with working utilities where the job needs them. Submitting a job request does not oblige you to hire anyone, and it does not oblige any contractor to take the job.',
      ],
    },
    {
      heading: 'Estimates and proposals',
      paragraphs: [
        'An estimate is a contractor\u2019s assessment of the likely cost and is not binding. A proposal sets out the scope of work, price, schedule, payment terms and any warranty. For home improvement work covered by M.G.L. c. 142A, the written contract includes the information that law requires, including the start and completion dates and the payment schedule.',
        'A proposal becomes binding when you accept it in the Service. Changes to the scope or price after acceptance must be agreed in writing, through the Service, by both you and the contractor. If a contractor finds something unexpected during the work, such as hidden rot or damage, they will stop and present a change for your approval before doing additional paid work, unless immediate action is needed to prevent harm to people or property.',
      ],
    },
    {
      heading: 'Payments and deposits',
      paragraphs: [
        'Payments are made by card through the Service and processed by Stripe. A proposal may require a deposit, progress payments and a final payment. Prices are in US dollars, and any applicable taxes are shown in the proposal.',
        'Massachusetts law, M.G.L. c. 142A, limits the deposit for residential home improvement work to one third of the total contract price, except for the cost of special-order materials. We apply a stricter rule to every job booked through the Service: a deposit will never exceed one third of the price in the proposal.',
        'The final payment is due when the work in the proposal is complete. If you believe the work is incomplete or defective, tell us before making the final payment, and we will work with you and the contractor to resolve it. You agree not to pay contractors directly for work booked through the Service.',
      ],
    },
    {
      heading: 'Cancelation and rescheduling',
      paragraphs: [
        'You can cancel a job request at no charge before you accept a proposal. After acceptance, you can ask to reschedule an appointment or request cancelation through the Service. If you cancel after accepting a proposal, we refund any deposit, less the documented cost of work already performed and of special-order materials already purchased for your job that cannot be returned, unless the proposal or the law gives you a better result.',
        'If a proposal is signed or agreed at your home after a contractor\u2019s visit, you may have the right to cancel within three business days under the Massachusetts home solicitation sales law, M.G.L. c. 93, section 48, and the Federal Trade Commission\u2019s Cooling-Off Rule. Where that right applies, you may cancel without penalty until midnight of the third business day after you agreed, by notifying us or the contractor in writing, including through the Service, and any payment will be refunded within 10 days.',
        'Where the law allows you to waive this right for a genuine emergency, the waiver must be a separate, dated, written statement in your own words describing the emergency. The right to cancel does not apply to a job you requested online without a sales visit at your home, unless the law provides otherwise.',
        'If a contractor cancels or cannot complete the job, we will try to match you with another contractor; if we cannot, any payment for work not performed will be refunded.',
      ],
    },
    {
      heading: 'Memberships',
      paragraphs: [
        'Memberships are subscriptions. When you buy a Residential, Residential Plus or Business membership, you choose to be billed monthly or yearly, and you authorize us, through Stripe, to charge your card at the start of each billing period at the price shown when you bought it. The benefits of each plan are described on the plan when you buy it.',
        'Your membership renews automatically at the end of each billing period until you cancel. We will tell you at least 30 days before a price change takes effect, and before each yearly renewal we send you a reminder. If we change a plan\u2019s benefits in a way that materially reduces them, you may cancel and receive a prorated refund for the unused part of the current period.',
        'You can cancel at any time online, through the customer portal linked from My Account, or by e-mailing us. Cancelation takes effect at the end of the current billing period, and you keep your benefits until then. Deleting your account cancels a membership at once instead. We do not refund partial billing periods, except as described in these Terms or where the law requires.',
      ],
    },
    {
      heading: 'Storage units',
      paragraphs: [
        'Storage unit listings show each unit\u2019s size, monthly price and availability, which may change at any time. Sending an enquiry does not reserve a unit or create a rental agreement; we will reply to confirm availability and the terms.',
        'A storage unit is rented only under a separate written storage rental agreement, which governs access, payment, insurance, prohibited items and what happens if rent is not paid. Some storage rentals are handled on a separate website for our storage location, whose own terms and privacy policy apply there.',
      ],
    },
    {
      heading: 'Equipment rental',
      paragraphs: [
        'The rental period, pickup, return and charges for rented equipment are confirmed in writing before you take it. You are responsible for using rented equipment safely and as instructed, for any damage beyond normal wear, and for returning it on time. Before using equipment that digs, you must notify Dig Safe as Massachusetts law requires.',
      ],
    },
    {
      heading: 'Reviews and content you submit',
      paragraphs: [
        'You keep ownership of the reviews, photos and other content you submit. You give us a non-exclusive, royalty-free license to use, display and reproduce that content to operate and promote the Service. Reviews must reflect your genuine experience. We may remove content that breaks these Terms, but we do not edit reviews to change their meaning or remove them because they are negative.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using the Service, you agree not to:'],
      bullets: [
        'Give false information, impersonate anyone, or book work on property you have no right to authorize work on.',
        'Harass, threaten or discriminate against contractors, our staff or other users.',
        'Post content that is unlawful, defamatory, obscene or infringes someone else\u2019s rights, or post fake reviews.',
        'Arrange to pay contractors outside the Service for work booked through it.',
        'Interfere with the Service, probe or bypass its security, overload it, or access it with bots or scrapers.',
        'Use the Service for any unlawful purpose.',
      ],
    },
    {
      heading: 'Text messages',
      paragraphs: [
        'By entering your phone number, you agree to receive sign-in codes, and may receive messages about your account and jobs, by text message. Message frequency varies. Message and data rates may apply. Reply STOP to opt out or HELP for help; opting out stops sign-in codes until you reply START or contact us.',
      ],
    },
    {
      heading: 'Third-party services',
      paragraphs: [
        'The Service relies on third-party services, including Stripe for payments, Google reCAPTCHA, and a help chat provider, and may link to other websites, such as app stores and our storage rental site. Their own terms and privacy policies apply to your use of them, and we are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'Apart from the commitments in these Terms, the Service is provided "as is" and "as available". To the extent the law allows, we disclaim warranties about the Service itself, including that it will be uninterrupted or error-free. This does not affect any warranty a contractor gives for their work, or any warranty that Massachusetts law implies and does not allow to be excluded.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits or data, arising from the Service, and our total liability to you for any claim arising from the Service is limited to the greater of the amount you paid us in the 12 months before the claim arose or $100.',
        'Nothing in these Terms limits liability for our gross negligence, willful misconduct, fraud, or for personal injury or property damage caused by our negligence, or any right you have under Massachusetts consumer protection laws, including M.G.L. c. 93A and c. 142A, that cannot be waived.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the Commonwealth of Massachusetts, without regard to its conflict-of-law rules. If you have a concern, please contact us first; most problems can be resolved quickly that way.',
        'Any dispute that cannot be resolved informally will be decided by the state or federal courts located in Massachusetts, and you and we consent to their jurisdiction. You may also bring a claim in small claims court if it qualifies.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may stop using the Service and delete your account at any time at /account-deletion. We may suspend or close an account that breaks these Terms or is used fraudulently, after notice where practical. Obligations for work already accepted and payments already due continue after an account is closed, as do the sections of these Terms that by their nature should.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these Terms from time to time. We will post the updated version here with a new "last updated" date and, for material changes, notify you by e-mail or in the Service at least 14 days before they take effect. Changes do not apply to proposals you accepted before the change. If you continue to use the Service after the changes take effect, you accept the updated Terms.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'These Terms, the Privacy Policy and any proposal or rental agreement you accept are the entire agreement about their subject. If any provision is found unenforceable, the rest remain in effect. Our failure to enforce a provision is not a waiver. You may not transfer your rights under these Terms without our consent; we may transfer ours as part of a reorganization or sale of our business.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['Questions about these Terms can be sent to:'],
      bullets: contactLines,
    },
  ],
};
