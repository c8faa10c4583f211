import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Issue 14: the spec's Portuguese is Brazilian ("Equipe", "Contato", "Salvar",
// "senha"), so every Portuguese text the product shows must be too. This reads
// the web catalogues, the API's Portuguese e-mails, notifications and exports,
// and the Portuguese demo data, and fails on European forms.

const root = path.resolve(import.meta.dirname, "../..");

/**
 * European forms and their Brazilian replacement (the message says which to
 * use). Those marked `true` are also English words or names, so in the API and
 * the demo data they are only looked for in literals that read as Portuguese.
 */
const EUROPEAN: [RegExp, string, boolean?][] = [
  [/\bequipas?\b/i, "equipe"],
  [/\bcontact(?:o|os|ar|e)\b/i, "contato / entrar em contato"],
  [/\bguard(?:ar|ad[oa]s?|ou)\b/i, "salvar / salvo / salva"],
  [/\bregist(?:ar|o|os|ad[oa]s?)\b/i, "cadastrar / registrar / registro"],
  [/\bdescarregar\b/i, "baixar"],
  [/\bseparador(?:es)?\b/i, "aba"],
  [/\bligaç(?:ão|ões)\b/i, "conexão"],
  [/\bporquê\b/i, "por que"],
  [/\becrãs?\b/i, "tela"],
  [/\butilizador(?:es|a|as)?\b/i, "usuário"],
  [/\bpalavra-passe\b/i, "senha"],
  [/\btelemóve(?:l|is)\b/i, "celular"],
  [/\bficheiros?\b/i, "arquivo"],
  [/\baceder\b/i, "acessar"],
  [/\bdefinições\b/i, "configurações"],
  [/\bgerir\b/i, "gerenciar"],
  [/\bfacto\b/i, "fato"],
  [/\bactua(?:l|is|lizar|lizad[oa]s?)\b/i, "atual / atualizar", true],
  [/\bprojectos?\b/i, "projeto"],
  [/\bsaltar\b/i, "pular"],
  [/\bcarregu?e em\b|\bcarregar em\b/i, "clique em"],
  [/\btransferir\b/i, "baixar"],
  [/\bpartilh(?:ar|a|e|ado|ada)\b/i, "compartilhar"],
  [/\baté ao\b/i, "até o"],
  [/\bconnosco\b/i, "conosco"],
  [/\bsecç(?:ão|ões)\b/i, "seção"],
  [/\bsénior(?:es)?\b/i, "sênior"],
  [/\b\p{L}+ámos\b/iu, "pretérito sem acento (publicamos)"],
  [/\b\p{L}+-(?:me|nos|lhe|lhes|te)\b/iu, "próclise (nos escreva, me respondeu)"],
  // City names are localised: the Portuguese texts use the Portuguese names.
  [/\bcape town\b/i, "Cidade do Cabo", true],
  [/\bjohannesburg\b/i, "Joanesburgo", true],
  [/\bpretoria\b/i, "Pretória", true],
];

/** Proper nouns that contain one of the forms above; nothing else belongs here. */
const ALLOWED = [
  "Cape Town Trade Partners", // a demo client's registered name
  "University of Cape Town", // an institution's name
];

function catalogues(): string[] {
  const web = path.join(root, "web/src");
  const files = [path.join(web, "locales/pt.json"), path.join(web, "ui/messages/pt.json"), path.join(web, "domain/messages/pt.json")];
  for (const m of fs.readdirSync(path.join(web, "modules")).sort()) {
    const f = path.join(web, "modules", m, "messages/pt.json");
    if (fs.existsSync(f)) files.push(f);
  }
  return files;
}

function tsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join(dir, f))
    .sort();
}

/** API sources that hold texts sent or exported to people, and the demo data. */
function sources(): string[] {
  const dirs = ["api/src/modules", "api/src/infra/mail", "api/src/infra/csv", "prisma/seed"];
  return dirs.flatMap((d) => tsFiles(path.join(root, d)));
}

// A string literal in the source; words that are also English are only
// looked for in Portuguese ones, so an English "actual" is left alone.
const LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(?:de|do|da|dos|das|para|que|com|não|uma|seu|sua|nossa|nosso|você)\b/i;

function problems(where: string, text: string, portuguese = true): string[] {
  // An e-mail address is an identifier, not a text (contacto@… stays).
  let checked = text.replace(/[\w.+-]+@[\w.-]+/g, " ");
  for (const name of ALLOWED) checked = checked.split(name).join(" ");
  const found: string[] = [];
  for (const [form, brazilian, alsoEnglish] of EUROPEAN) {
    if (alsoEnglish && !portuguese) continue;
    const hit = checked.match(form);
    if (hit) found.push(`${where}: "${hit[0]}" → ${brazilian}`);
  }
  return found;
}

it("the Portuguese catalogues use Brazilian forms", () => {
  const found: string[] = [];
  for (const file of catalogues()) {
    const messages: Record<string, string> = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const [key, value] of Object.entries(messages)) found.push(...problems(`${path.relative(root, file)} ${key}`, value));
  }
  expect(found).toEqual([]);
});

it("the API's Portuguese e-mails, notifications and exports and the demo data use Brazilian forms", () => {
  const found: string[] = [];
  for (const file of sources()) {
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const literal of line.match(LITERAL) ?? []) found.push(...problems(`${path.relative(root, file)}:${i + 1}`, literal, PORTUGUESE.test(literal)));
    });
  }
  expect(found).toEqual([]);
});

it("finds a European form and lets an allowed proper noun through", () => {
  expect(problems("x", "Fale com a equipa")).toHaveLength(1);
  expect(problems("x", "Escreva-nos hoje")).toHaveLength(1);
  expect(problems("x", "Publicámos")).toHaveLength(1);
  expect(problems("x", "Consultoria — Cape Town Trade Partners")).toEqual([]);
  expect(problems("x", "Escreva para contacto@ponte.africa")).toEqual([]);
  expect(problems("x", "Fale com a equipe; nos escreva")).toEqual([]);
});
