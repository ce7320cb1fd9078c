import { OPERATOR, type LegalTexts } from './types';

/** Leiga's user terms, privacy policy and payment terms in English. */
export const texts: LegalTexts = {
  userTerms: {
    title: 'User terms',
    summary:
      'These terms apply to the use of Leiga’s website and apps. You accept them when you create an account. Please also read the privacy policy, which explains how information about you is handled.',
    sections: [
      {
        id: 'operator',
        heading: 'Who runs Leiga',
        paragraphs: [
          `Leiga is run by ${OPERATOR.name}, Reykjavík, Iceland. Questions about these terms can be sent to ${OPERATOR.email}.`,
        ],
      },
      {
        id: 'service',
        heading: 'What Leiga does and does not do',
        paragraphs: [
          'Leiga is a marketplace for rental housing in Iceland. Landlords publish listings, tenants keep a rental profile and apply for homes, and both follow the applications in one place.',
          'Leiga is not a party to the lease between landlord and tenant, is not a letting agent and does not act for either party. Leases are governed by the Icelandic Housing Lease Act no. 36/1994. Leiga does not inspect the homes listed and guarantees neither that a listing is accurate nor that a tenant will pay.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'You must be 18 or older to create an account. Each person may have one account, and what you tell us, such as your name, e-mail address and phone number, must be correct.',
          'You are responsible for what is done with your account. Keep your password secret and tell us at once if you think someone else has got into your account.',
        ],
      },
      {
        id: 'tenants',
        heading: 'Tenants',
        paragraphs: [
          'In your rental profile you describe yourself and your household. The information must be true. You decide whether landlords see your credit rating and average income.',
          'When you apply for a home, the landlord receives your application with your rental profile as you have set its visibility. The landlord alone chooses the tenant, and Leiga cannot promise that an application will be accepted.',
        ],
      },
      {
        id: 'landlords',
        heading: 'Landlords',
        paragraphs: [
          'You may only list a home that exists and that you are entitled to let. Rent, size, condition and lease terms must be stated correctly, and photos must show the home itself and be yours or used with permission.',
          'Leiga’s staff review listings before they are published, except for landlords who have been given trusted status. We may refuse or remove a listing that breaks these terms.',
          'You may use applicants’ information only to choose a tenant and must not discriminate unlawfully between applicants. You are responsible for making a lease and registering it in the HMS rent register as the law requires.',
        ],
      },
      {
        id: 'conduct',
        heading: 'What is not allowed',
        paragraphs: ['On Leiga you may not, among other things:'],
        items: [
          'list a home that is not for rent or pretend to be someone you are not,',
          'ask for a deposit or advance payment before the home has been viewed and a lease made,',
          'send spam or use information about other users for anything other than renting,',
          'copy the site’s content automatically or try to get around access controls.',
        ],
      },
      {
        id: 'content',
        heading: 'Content from users',
        paragraphs: [
          'You keep the rights to what you post, such as text and photos. You allow Leiga to show it and process it as far as needed to provide the service. We may remove content that breaks these terms or the law.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        paragraphs: [
          'Searching for a home, keeping a rental profile, applying and publishing a listing are free. If Leiga later offers a paid service, its price is shown before you order it. Payments are governed by Leiga’s payment terms.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'Leiga is not liable for dealings, agreements or disputes between landlords and tenants, nor for loss caused by incorrect information from users. Rental disputes can be taken to the Housing Complaints Board (kærunefnd húsamála). This limitation does not reduce the rights consumers have by law.',
        ],
      },
      {
        id: 'termination',
        heading: 'Closing an account',
        paragraphs: [
          'You can delete your account at any time in your settings. Leiga may suspend or close an account that is used against these terms, and will tell you so with the reason.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'If we change these terms in any important way, we will tell you by e-mail at least 30 days before the change takes effect.',
        ],
      },
      {
        id: 'law',
        heading: 'Law and jurisdiction',
        paragraphs: [
          'These terms are governed by Icelandic law. A dispute that cannot be settled by agreement may be brought before the Reykjavík District Court.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacy policy',
    summary:
      'This policy explains what personal data Leiga processes, why, on what legal basis, how long it is kept and what your rights are. It follows Iceland’s Act no. 90/2018 on Data Protection and the Processing of Personal Data and the General Data Protection Regulation (EU) 2016/679.',
    sections: [
      {
        id: 'controller',
        heading: 'Controller',
        paragraphs: [
          `${OPERATOR.name}, Reykjavík, is the controller. Send questions and requests about your data to ${OPERATOR.privacyEmail}.`,
        ],
      },
      {
        id: 'data',
        heading: 'What data we process',
        paragraphs: ['We process only what we need to provide the service:'],
        items: [
          'account data: name, kennitala (Icelandic national ID number), e-mail address, phone number, language and password (only as an irreversible hash),',
          'identification with electronic ID: the name and kennitala the identity service confirms,',
          'your rental profile: description, photo, household and pets, employers, education, interests, co-renters, reviews and documents you upload, such as payslips and references,',
          'income and credit rating from Creditinfo, only with your consent, when you apply for a pre-approval,',
          'listings: address, property number, description, rent and photos,',
          'applications, answers to landlords’ questions and messages between users,',
          'technical data: IP address, browser type, event logs and the cookies the site needs to work.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Purposes and legal bases',
        paragraphs: [
          'Accounts, listings, rental profiles and applications are processed to perform our agreement with you about the service (Article 6(1)(b) GDPR).',
          'Income and credit data are fetched on the basis of your consent (Article 6(1)(a)). You can withdraw consent at any time, and we then delete the pre-approval; this does not affect processing before the withdrawal.',
          'Accounting records are kept because the Icelandic Bookkeeping Act no. 145/1994 requires it (Article 6(1)(c)).',
          'Reviewing listings, preventing fraud and keeping the system secure rest on Leiga’s and its users’ legitimate interest in a safe marketplace (Article 6(1)(f)).',
          'We never sell personal data and do not use it to show third-party advertising.',
        ],
      },
      {
        id: 'kennitala',
        heading: 'Kennitala',
        paragraphs: [
          'The kennitala is used to identify people reliably, for example when signing in with electronic ID, for credit checks and when making a lease, as Article 13 of Act no. 90/2018 permits. It is not shown to other users in rental profiles or listings.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who receives the data',
        paragraphs: [
          'A landlord you apply to sees your application and rental profile as you have set its visibility. Applicants see the landlord’s name.',
          'Processors working for us under a data processing agreement receive only what they need: hosting, sending e-mail and text messages, electronic ID, and Creditinfo for credit checks. When a lease is registered, HMS (the Housing and Construction Authority) receives the lease and its parties.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfers outside the EEA',
        paragraphs: [
          'The data is hosted within the European Economic Area. It is not transferred outside the EEA unless adequate safeguards are in place, such as the European Commission’s standard contractual clauses.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        paragraphs: ['We keep data no longer than needed:'],
        items: [
          'your account and rental profile while the account is open; when you delete it, we delete the profile, photos and documents and erase your name from applications within 30 days,',
          'income and credit data while the pre-approval is valid; they are deleted when it expires or you withdraw consent,',
          'accounting records for seven years, as the Bookkeeping Act requires,',
          'event logs for up to 12 months, for security.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          `You have the right to access the data about you and get a copy, to have it corrected or erased, to restrict processing, to object to processing based on legitimate interests and to receive your data in a machine-readable format. Send your request to ${OPERATOR.privacyEmail}; we answer within one month.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints to Persónuvernd',
        paragraphs: [
          `If you believe the processing breaks the law, you can complain to Persónuvernd, the Icelandic Data Protection Authority (${OPERATOR.authorityUrl}, ${OPERATOR.authorityEmail}). We would appreciate the chance to resolve the matter first.`,
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'All traffic to Leiga is encrypted, passwords are stored as hashes, and only staff who need the data for their work have access to it.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Leiga uses only the cookies and local storage the site needs to work: signing in, your language and your choices about banners. No tracking or advertising cookies are used. See the cookie policy for details.',
        ],
      },
    ],
  },
  paymentTerms: {
    title: 'Payment terms',
    summary:
      'These terms explain how payments work at Leiga. At present no payments go through Leiga: rent collection and payouts to landlords are being prepared, and the terms below take effect when they are offered.',
    sections: [
      {
        id: 'status',
        heading: 'What is offered today',
        paragraphs: [
          'Listing, keeping a rental profile and applying are free. Leiga does not currently receive rent, deposits or any other payments: the tenant pays the landlord directly as the lease says.',
          'Rent collection, payouts, holding deposits and rental guarantees are not offered yet. When they are, we will tell our users, and the service is used only after both parties have accepted it in the lease.',
        ],
      },
      {
        id: 'rent-collection',
        heading: 'Rent collection',
        paragraphs: [
          'When rent collection is offered, Leiga will create a bank claim (krafa) in the tenant’s online bank for each month under the lease. The due date is the 1st of the month unless the lease says otherwise.',
          'If a claim is still unpaid seven days after the due date, the landlord may charge late-payment interest (dráttarvextir) as the law allows. Leiga reminds the tenant before that happens.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Payouts to landlords',
        paragraphs: [
          'Rent that has been paid will be paid out to an Icelandic bank account the landlord registers. The account must be held under the kennitala of the payee. The payout is made no later than two banking days after the tenant’s payment arrives.',
        ],
      },
      {
        id: 'deposits',
        heading: 'Deposits',
        paragraphs: [
          'Leiga does not hold deposits. Under the Housing Lease Act a security may not exceed three months’ rent, and a landlord must keep a cash deposit in a separate interest-bearing account.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        paragraphs: [
          'No fees are charged today. The fee for collection and payouts will be presented and accepted before the service is used, and deducted from the payout with an itemised invoice.',
        ],
      },
      {
        id: 'vat',
        heading: 'VAT',
        paragraphs: [
          'Residential rent is exempt from VAT. Leiga’s fee and the rent of commercial premises may carry VAT, which is then shown on the invoice.',
        ],
      },
      {
        id: 'errors',
        heading: 'Incorrect payments',
        paragraphs: [
          `If a payment goes to the wrong place or is too high, we correct it and refund the difference. Contact ${OPERATOR.email} as soon as you notice.`,
        ],
      },
    ],
  },
};
