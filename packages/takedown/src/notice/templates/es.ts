// Spanish notice templates: DMCA §512(c)(3), DSA art. 16, desindexación y suplantación de identidad.
import type { LanguageTemplates } from "./notice-template";

const urls = (count: number) => (count === 1 ? "1 URL" : `${count} URL`);

const goodFaith =
  "Declaro de buena fe (good faith) que el uso del material en la forma denunciada no está autorizado por el titular de los derechos de autor, por su representante ni por la ley.";

export const es: LanguageTemplates = {
  labels: {
    to: "Para",
    date: "Fecha",
    reference: "Referencia",
    page: "Página",
    media: "Archivo",
    title: "Título",
    original: "Original",
    representativeList: "Lista representativa de las obras:",
    email: "Correo electrónico",
    phone: "Teléfono",
    website: "Sitio web",
    letter: "Carta de autorización",
    signedAt: "firmada el",
    sha256: "SHA-256 de la carta",
    managedBy: "Agencia de representación del titular de los derechos",
    onBehalfOf: (principal) => `en nombre de ${principal} (agente autorizado)`,
  },
  templates: {
    dmca: {
      subject: ({ reference, urlCount, recipient }) => `Aviso DMCA ${reference}: ${urls(urlCount)} en ${recipient}`,
      intro: ({ principal }) =>
        `Esta es una notificación de presunta infracción conforme a la Digital Millennium Copyright Act, 17 U.S.C. § 512(c)(3), enviada en nombre de ${principal}, titular de los derechos exclusivos sobre las obras indicadas a continuación. Le rogamos que retire el material o inhabilite el acceso a él en cada URL indicada a continuación.`,
      headings: {
        work: "1. Obra protegida (§ 512(c)(3)(A)(ii))",
        material: "2. Material infractor (§ 512(c)(3)(A)(iii))",
        contact: "3. Datos de contacto (§ 512(c)(3)(A)(iv))",
        good_faith: "4. Declaración de buena fe (§ 512(c)(3)(A)(v))",
        accuracy: "5. Declaración de exactitud y de autorización (§ 512(c)(3)(A)(vi))",
        authority: "6. Autorización para actuar",
        signature: "7. Firma (§ 512(c)(3)(A)(i))",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Juro, bajo pena de perjurio (under penalty of perjury), que la información de esta notificación es exacta y que estoy autorizado para actuar en nombre del titular de un derecho exclusivo presuntamente infringido.",
      },
    },
    dsa: {
      subject: ({ reference, urlCount, recipient }) => `Notificación según el art. 16 DSA ${reference}: ${urls(urlCount)} en ${recipient}`,
      intro: ({ principal }) =>
        `Esta es una notificación de contenido ilícito conforme al artículo 16 del Reglamento (UE) 2022/2065 (Reglamento de Servicios Digitales), enviada por el agente autorizado de ${principal}. Le rogamos que retire el contenido o inhabilite el acceso a él en cada URL indicada a continuación.`,
      headings: {
        reasons: "(a) Motivos por los que el contenido es ilícito",
        material: "(b) Ubicación electrónica exacta del contenido",
        notifier: "(c) Nombre y correo electrónico del notificante",
        good_faith: "(d) Declaración de buena fe",
        accuracy: "Declaración de exactitud y de autorización",
        authority: "Autorización para actuar",
        signature: "Firma",
      },
      statements: {
        reasons: ({ principal }) =>
          `El contenido de las URL indicadas reproduce las obras protegidas de ${principal} aquí descritas sin autorización de quien es titular de los derechos. ${principal} publica estas obras únicamente en las páginas oficiales indicadas. Ponerlas a disposición del público sin autorización infringe el derecho de comunicación pública (artículo 3 de la Directiva 2001/29/CE) y es ilícito según la legislación de propiedad intelectual de todos los Estados miembros.`,
        good_faith: () => `Confirmo mi convicción de buena fe de que la información y las alegaciones de esta notificación son exactas y completas. ${goodFaith}`,
        accuracy: () => "Juro, bajo pena de perjurio (under penalty of perjury), que estoy autorizado para actuar en nombre de quien es titular de los derechos.",
      },
    },
    delisting: {
      subject: ({ reference, urlCount, recipient }) => `Solicitud de desindexación ${reference}: ${urls(urlCount)} en los resultados de ${recipient}`,
      intro: ({ principal }) =>
        `En nombre de ${principal}, titular de los derechos de autor, le solicitamos que elimine de sus resultados de búsqueda las URL indicadas a continuación: conducen a copias de las obras de ${principal} publicadas sin autorización.`,
      headings: {
        work: "1. Obra protegida",
        material: "2. URL que deben eliminarse de los resultados de búsqueda",
        contact: "3. Datos de contacto",
        good_faith: "4. Declaración de buena fe",
        accuracy: "5. Declaración de exactitud y de autorización",
        authority: "6. Autorización para actuar",
        signature: "7. Firma",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Juro, bajo pena de perjurio (under penalty of perjury), que la información de esta solicitud es exacta y que estoy autorizado para actuar en nombre de quien es titular de los derechos de autor.",
      },
    },
    impersonation: {
      subject: ({ reference, itemCount, recipient }) => `Denuncia de suplantación de identidad ${reference}: ${itemCount === 1 ? "1 perfil" : `${itemCount} perfiles`} en ${recipient}`,
      intro: ({ principal }) =>
        `Denunciamos cuentas de su servicio que suplantan la identidad de ${principal}, a quien representamos como agente autorizado. Los perfiles indicados a continuación usan el nombre, las imágenes o el contenido de ${principal} para hacerse pasar por ${principal}. Le rogamos que los elimine.`,
      headings: {
        work: "1. Las cuentas auténticas",
        material: "2. Perfiles que suplantan la identidad",
        contact: "3. Datos de contacto",
        accuracy: "4. Declaración",
        authority: "5. Autorización para actuar",
        signature: "6. Firma",
      },
      statements: {
        accuracy: ({ principal }) =>
          `Declaro que la información de esta denuncia es exacta, que los perfiles indicados no están gestionados por ${principal} ni con su permiso, y que estoy autorizado para actuar en nombre de ${principal}.`,
      },
    },
  },
};
