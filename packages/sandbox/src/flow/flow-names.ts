// Synthetic creators for the flow of new uploads: distinct first + last names (some with
// diacritics) and the usernames they go by, all from the seed. Unrelated uploads name people from
// other surname pools, so that no unrelated page carries a synthetic creator's full name.
import { createRandom, type Random } from "../world/random";

export interface FlowCreator {
  id: string;
  name: string;
  username: string;
}

const FIRST = [
  "Zoë", "Léa", "Chloé", "Inès", "Noémie", "Anaïs", "Maëlle", "Hélène", "Renée", "Océane",
  "Björk", "Sölvi", "Åsa", "Märta", "Jördis", "Ľubica", "Zuzana", "Kateřina", "Agnieszka", "Małgorzata",
  "Lucía", "Sofía", "María", "Inés", "Ángela", "Begoña", "Nuria", "Carmen", "Pilar", "Ximena",
  "Giulia", "Chiara", "Francesca", "Alessia", "Martina", "Beatrice", "Elisa", "Noemi", "Greta", "Bianca",
  "Emma", "Olivia", "Ava", "Mia", "Harper", "Ella", "Scarlett", "Grace", "Lily", "Aurora",
  "Hannah", "Leonie", "Johanna", "Lena", "Mila", "Clara", "Frieda", "Ida", "Lotte", "Paula",
  "Amara", "Zara", "Layla", "Naomi", "Yasmin", "Priya", "Aisha", "Keiko", "Yuna", "Mei",
  "Sienna", "Willow", "Ivy", "Hazel", "Luna", "Stella", "Violet", "Ruby", "Jade", "Skye",
  "Freya", "Astrid", "Sigrid", "Ingrid", "Elin", "Maja", "Saga", "Linnea", "Tove", "Liv",
  "Daria", "Alina", "Polina", "Vera", "Mira", "Nadia", "Irina", "Oksana", "Tamara", "Kira",
  "Camila", "Valentina", "Isabela", "Gabriela", "Mariana", "Larissa", "Bruna", "Letícia", "Júlia", "Fernanda",
  "Roisin", "Aoife", "Niamh", "Siobhán", "Saoirse", "Ciara", "Éabha", "Caoimhe", "Orla", "Maeve",
];

const LAST = [
  "Marchetti", "Rossi", "Bianchi", "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco",
  "Müller", "Schäfer", "Köhler", "Weiß", "Groß", "Brückner", "Lorenz", "Hartmann", "Vogel", "Krüger",
  "Dubois", "Lefèvre", "Moreau", "Girard", "Bonnet", "Mercier", "Fontaine", "Chevalier", "Rousseau", "Garnier",
  "García", "Martínez", "Rodríguez", "Fernández", "López", "Sánchez", "Pérez", "Gómez", "Jiménez", "Núñez",
  "Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowska", "Zielińska", "Dvořák", "Novotná", "Svobodová",
  "Lindqvist", "Åberg", "Sjöberg", "Nyström", "Holmgren", "Ekström", "Björklund", "Lindgren", "Söderberg", "Halvorsen",
  "Carter", "Hayes", "Bennett", "Brooks", "Sullivan", "Reed", "Foster", "Hughes", "Morgan", "Palmer",
  "Okafor", "Adeyemi", "Mensah", "Nakamura", "Tanaka", "Sato", "Kimura", "Park", "Nguyen", "Tran",
  "Costa", "Silva", "Oliveira", "Souza", "Pereira", "Almeida", "Ribeiro", "Carvalho", "Gonçalves", "Araújo",
  "Ivanova", "Petrova", "Smirnova", "Volkova", "Sokolova", "Morozova", "Orlova", "Kuznetsova", "Pavlova", "Zaitseva",
  "O'Brien", "Gallagher", "Byrne", "Doyle", "Kavanagh", "Ó Súilleabháin", "Mac Giolla", "Brennan", "Quinlan", "Donnelly",
  "Van Dijk", "De Vries", "Janssen", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "De Boer", "Vermeulen",
];

/** Surnames only unrelated uploads use: other people, never a synthetic creator. */
const OTHER_LAST = ["Whitlock", "Ashdown", "Ferreira-Lund", "Castellanos", "Pemberton", "Okonkwo", "Halloran", "Vanterpool", "Dragomir", "Rautio", "Benedetti-Roy", "Szabó"];

/** Strips accents and anything but letters and digits: "Zoë Ó Súilleabháin" -> "zoeosuilleabhain". */
export function asciiFold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").replace(/[łŁ]/g, "l");
}

const plain = (text: string) => asciiFold(text).toLowerCase().replace(/[^a-z0-9]/g, "");

function usernameFor(first: string, last: string, r: Random): string {
  const f = plain(first);
  const l = plain(last);
  const shapes = [`${f}.${l}`, `${f}${l.slice(0, 5)}`, `${f}_${l}`, `${f[0]}${l}`, `${l}${f}`, `${f}${l}`, `the${f}${l.slice(0, 3)}`, `${f}.${l[0]}`];
  const base = r.pick(shapes);
  return r.next() < 0.25 ? `${base}${r.int(1, 99)}` : base;
}

/** N distinct creators from the seed (the same N and seed give the same list). */
export function flowCreators(count: number, seed: number): FlowCreator[] {
  const r = createRandom(seed * 2654435761 + 97);
  const names = new Set<string>();
  const usernames = new Set<string>();
  const creators: FlowCreator[] = [];
  for (let i = 0; i < count; i++) {
    let first = r.pick(FIRST);
    let last = r.pick(LAST);
    // Past a few clashes (a big N fills the pairs), a double-barrelled surname.
    for (let tries = 0; names.has(`${first} ${last}`); tries++) {
      first = r.pick(FIRST);
      last = tries < 8 ? r.pick(LAST) : `${r.pick(LAST)}-${r.pick(LAST)}`;
    }
    const name = `${first} ${last}`;
    names.add(name);
    let username = usernameFor(first, last, r);
    while (usernames.has(username)) username = `${username}${r.int(0, 9)}`;
    usernames.add(username);
    creators.push({ id: `fc${String(i + 1).padStart(5, "0")}`, name, username });
  }
  return creators;
}

/** Someone who is none of the synthetic creators (her surname comes from another pool). */
export function otherPerson(r: Random): string {
  return `${r.pick(FIRST)} ${r.pick(OTHER_LAST)}`;
}
