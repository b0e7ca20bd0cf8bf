// English notice templates: DMCA §512(c)(3), DSA Art. 16, search delisting and impersonation reports.
import type { LanguageTemplates } from "./notice-template";

const urls = (count: number) => (count === 1 ? "1 URL" : `${count} URLs`);

const goodFaith = "I have a good faith belief that use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.";

export const en: LanguageTemplates = {
  labels: {
    to: "To",
    date: "Date",
    reference: "Reference",
    page: "Page",
    media: "Media",
    title: "Title",
    original: "Original",
    representativeList: "Representative list of the works:",
    email: "E-mail",
    phone: "Phone",
    website: "Website",
    letter: "Letter of Authorisation",
    signedAt: "signed",
    sha256: "SHA-256 of the letter",
    managedBy: "Rights holder's management agency",
    onBehalfOf: (principal) => `on behalf of ${principal} (authorised agent)`,
  },
  templates: {
    dmca: {
      subject: ({ reference, urlCount, recipient }) => `DMCA notice ${reference}: ${urls(urlCount)} on ${recipient}`,
      intro: ({ principal }) =>
        `This is a notification of claimed infringement under the Digital Millennium Copyright Act, 17 U.S.C. § 512(c)(3), sent on behalf of ${principal}, the owner of the exclusive rights in the works identified below. Please remove or disable access to the material at each URL listed below.`,
      headings: {
        work: "1. Copyrighted work (§ 512(c)(3)(A)(ii))",
        material: "2. Infringing material (§ 512(c)(3)(A)(iii))",
        contact: "3. Contact information (§ 512(c)(3)(A)(iv))",
        good_faith: "4. Statement of good faith (§ 512(c)(3)(A)(v))",
        accuracy: "5. Statement of accuracy and authority (§ 512(c)(3)(A)(vi))",
        authority: "6. Authority to act",
        signature: "7. Signature (§ 512(c)(3)(A)(i))",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "I swear, under penalty of perjury, that the information in this notification is accurate and that I am authorized to act on behalf of the owner of an exclusive right that is allegedly infringed.",
      },
    },
    dsa: {
      subject: ({ reference, urlCount, recipient }) => `DSA Art. 16 notice ${reference}: ${urls(urlCount)} on ${recipient}`,
      intro: ({ principal }) =>
        `This is a notice of illegal content under Article 16 of Regulation (EU) 2022/2065 (Digital Services Act), sent by the authorised agent of ${principal}. Please remove or disable access to the content at each URL listed below.`,
      headings: {
        reasons: "(a) Why the content is illegal",
        material: "(b) Exact location of the content",
        notifier: "(c) Name and e-mail address of the notifier",
        good_faith: "(d) Statement of bona fide belief",
        accuracy: "Statement of accuracy and authority",
        authority: "Authority to act",
        signature: "Signature",
      },
      statements: {
        reasons: ({ principal }) =>
          `The content at the URLs below reproduces the copyrighted works of ${principal} described here, without the rights holder's authorisation. ${principal} publishes these works only on the official pages listed. Making them available to the public without authorisation infringes the right of communication to the public (Article 3 of Directive 2001/29/EC) and is illegal under the copyright law of every Member State.`,
        good_faith: () => `I confirm my bona fide belief that the information and allegations contained in this notice are accurate and complete. ${goodFaith}`,
        accuracy: () => "I swear, under penalty of perjury, that I am authorized to act on behalf of the rights holder.",
      },
    },
    delisting: {
      subject: ({ reference, urlCount, recipient }) => `Delisting request ${reference}: ${urls(urlCount)} in ${recipient} results`,
      intro: ({ principal }) =>
        `On behalf of ${principal}, the copyright owner, we ask you to remove the URLs below from your search results: they lead to copies of ${principal}'s works published without authorisation.`,
      headings: {
        work: "1. Copyrighted work",
        material: "2. URLs to remove from the search results",
        contact: "3. Contact information",
        good_faith: "4. Statement of good faith",
        accuracy: "5. Statement of accuracy and authority",
        authority: "6. Authority to act",
        signature: "7. Signature",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () => "I swear, under penalty of perjury, that the information in this request is accurate and that I am authorized to act on behalf of the copyright owner.",
      },
    },
    impersonation: {
      subject: ({ reference, itemCount, recipient }) => `Impersonation report ${reference}: ${itemCount === 1 ? "1 profile" : `${itemCount} profiles`} on ${recipient}`,
      intro: ({ principal }) =>
        `We report accounts on your service that impersonate ${principal}, whom we represent as authorised agent. The profiles below use ${principal}'s name, pictures or content to pass themselves off as ${principal}. Please remove them.`,
      headings: {
        work: "1. The real accounts",
        material: "2. Impersonating profiles",
        contact: "3. Contact information",
        accuracy: "4. Statement",
        authority: "5. Authority to act",
        signature: "6. Signature",
      },
      statements: {
        accuracy: ({ principal }) =>
          `I declare that the information in this report is accurate, that the profiles listed are not operated by ${principal} or with ${principal}'s permission, and that I am authorised to act on behalf of ${principal}.`,
      },
    },
  },
};
