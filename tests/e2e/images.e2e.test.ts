import crypto from "node:crypto";
import type { Page, Request } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readImageUpload, storeImage } from "../../api/src/infra/media/stored-image.ts";
import { useE2E } from "./support/e2e.ts";

// Images that respect data plans (issue 13, item 3): photos are made smaller
// in the browser before they are sent, with the upload's progress shown, and
// the lists ask the server for the copy of the size they show.
const e2e = useE2E();

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const poll = <T>(read: () => T | Promise<T>, timeout = 15000) => expect.poll(read, { timeout, interval: 200 });

/** A camera-sized JPEG of about 4–5 MB: random pixels compress as badly as a detailed photo. */
async function bigPhoto(width = 3000, height = 2000) {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The byte length of each multipart upload (an `uploadImage` mutation) the page sends. */
function uploadsOf(page: Page): number[] {
  const sizes: number[] = [];
  page.on("request", (req: Request) => {
    if (!req.url().endsWith("/graphql") || req.method() !== "POST") return;
    const body = req.postDataBuffer();
    if (body?.includes("uploadImage")) sizes.push(body.length);
  });
  return sizes;
}

describe("images that respect data plans", () => {
  // generous: making and shrinking megapixels of random pixels is slow on a busy 2-core machine
  it("the wizard sends a 5 MB photo made smaller and shows the upload's progress, with a cancel", { timeout: 240_000 }, async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(3_500_000);
    expect(photo.length).toBeLessThanOrEqual(5_242_880);
    const title = `Feira de artesanato ${Date.now()}`;

    const admin = await e2e.newPage();
    await e2e.signIn(admin, await e2e.users.create({ role: "ADMIN" }));
    const sent = uploadsOf(admin);
    await admin.goto("/create-project");
    await admin.getByRole("heading", { name: "Criar Nova Oportunidade" }).waitFor();
    await admin.getByLabel(/Título da oportunidade/).fill(title);
    await admin.getByLabel(/Descrição/).fill("Feira regional de artesanato com artesãos de Angola e da Namíbia.");
    await admin.getByLabel(/País/).selectOption("NA");
    await admin.getByLabel(/Setor/).selectOption("TOURISM");
    await admin.getByRole("button", { name: "Continuar" }).click();
    await admin.getByLabel(/^Organização/).fill("Associação de Artesãos");
    await admin.getByLabel(/Localização/).fill("Windhoek");
    await admin.getByRole("button", { name: "Continuar" }).click();
    await admin.getByLabel(/Prazo de candidatura/).fill(inDays(30));
    await admin.getByLabel("Requisito 1", { exact: true }).fill("Peças feitas à mão");

    await admin.getByTestId("opportunity-image-input").setInputFiles({ name: "feira.jpg", mimeType: "image/jpeg", buffer: photo });
    // made smaller at once, and the person is told by how much
    await admin.getByText("Imagem enviada: feira.webp").waitFor();
    const shrunkNote = (await admin.getByTestId("image-shrunk").textContent()) ?? "";
    expect(shrunkNote).toContain("Reduzida antes do envio para economizar seus dados");
    await admin.getByRole("button", { name: "Continuar" }).click();
    await admin.getByRole("heading", { name: "Revisão e publicação" }).waitFor();

    // The upload is held at the network until the bar has been seen, so seeing it does not race a fast loopback.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await admin.route("**/graphql", async (route) => {
      if (route.request().postDataBuffer()?.includes("uploadImage")) await held;
      await route.continue();
    });

    // first a cancel: nothing is saved and the reason reads in Portuguese
    await admin.getByRole("button", { name: /Publicar oportunidade/ }).click();
    const bar = admin.getByTestId("upload-progress");
    await bar.waitFor();
    expect(await bar.getByText("Enviando a imagem").count()).toBe(1);
    expect(await admin.getByTestId("upload-progress-value").textContent()).toMatch(/^\d{1,3}\s?%$/);
    expect(await admin.getByRole("progressbar").count()).toBe(1);
    await admin.getByRole("button", { name: "Cancelar envio" }).click();
    await admin.getByText("O envio foi cancelado. Nada foi salvo.").waitFor();
    expect(await e2e.prisma.opportunity.count({ where: { title } })).toBe(0);

    // then the real publish
    await admin.getByRole("button", { name: /Publicar oportunidade/ }).click();
    await bar.waitFor();
    release();
    await admin.getByRole("heading", { name: "Oportunidade criada com sucesso!" }).waitFor();

    const stored = await e2e.prisma.opportunity.findUniqueOrThrow({ where: { title }, select: { image: { select: { id: true, byteSize: true, mimeType: true } } } });
    expect(stored.image?.mimeType).toBe("image/webp");
    const meta = await sharp(Buffer.from((await e2e.prisma.media.findUniqueOrThrow({ where: { id: stored.image!.id } })).data)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    // both attempts went out made smaller: the bytes on the wire are a fraction of the photo
    expect(sent.length).toBe(2);
    for (const size of sent) expect(size).toBeLessThan(photo.length / 2);
    console.info(`[images] 5 MB photo upload: ${photo.length} bytes picked, ${sent.at(-1)} bytes sent (multipart body), ${stored.image!.byteSize} bytes stored`);
  });

  it("the member's opportunity list asks for the copy of the size it shows, lazily below the first card", { timeout: 240_000 }, async () => {
    const admin = await e2e.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
    // three opportunities with camera photos stored as they came (as before photos were made smaller)
    const originals = new Map<string, number>();
    for (const n of [1, 2, 3]) {
      const photo = await bigPhoto(2400, 1600);
      const image = await readImageUpload(new File([new Uint8Array(photo)], `foto-${n}.jpg`));
      // (no transaction: the machine's disk may take longer than its 5 s for megabytes)
      const media = await storeImage(e2e.prisma, image, admin.id);
      originals.set(media.id, photo.length);
      await e2e.prisma.opportunity.create({
        data: {
          title: `Mercado com foto ${n} ${Date.now()}`,
          description: "Uma oportunidade com fotografia de câmera.",
          country: "AO",
          sector: "COMMERCE",
          organization: "Cooperativa",
          deadline: new Date(inDays(20)),
          requirements: [],
          imageId: media.id,
          createdById: admin.id,
        },
      });
    }

    const member = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await e2e.signIn(member, await e2e.users.create());
    const images: Array<{ url: string; bytes: number }> = [];
    member.on("response", async (res) => {
      if (!new URL(res.url()).pathname.startsWith("/media/")) return;
      images.push({ url: res.url(), bytes: (await res.body().catch(() => Buffer.alloc(0))).length });
    });
    await member.goto("/app?tab=opportunities");
    const cards = member.getByTestId("member-opportunity");
    await cards.first().waitFor();

    const attrs = await cards.evaluateAll((els) =>
      els.map((el) => {
        const img = el.querySelector("img")!;
        return {
          src: img.getAttribute("src"),
          srcset: img.getAttribute("srcset"),
          sizes: img.getAttribute("sizes"),
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        };
      }),
    );
    expect(attrs.length).toBeGreaterThan(3);
    expect(attrs[0].loading).toBe("eager");
    for (const a of attrs.slice(1)) expect(a.loading).toBe("lazy");
    for (const a of attrs) expect([a.width, a.height]).toEqual(["16", "9"]);
    // (the first test's opportunity has an uploaded picture too)
    const photos = attrs.filter((a) => a.src?.includes("/media/"));
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const p of photos) {
      expect(p.src).toMatch(/\/media\/[0-9a-f-]{36}\?w=640$/);
      expect(p.srcset).toMatch(/\?w=320 320w, .+\?w=640 640w, .+\?w=1280 1280w$/);
      expect(p.sizes).toBe("(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw");
    }

    // scrolled through, every photo arrives as a phone-sized WebP copy, never the original
    for (let i = 0; i < attrs.length; i++) await cards.nth(i).scrollIntoViewIfNeeded();
    await poll(() => images.length).toBe(photos.length);
    for (const img of images) expect(img.url).toMatch(/\?w=640$/);
    const mine = images.filter((i) => originals.has(new URL(i.url).pathname.slice("/media/".length)));
    expect(mine).toHaveLength(3);
    const after = mine.reduce((s, i) => s + i.bytes, 0);
    const before = [...originals.values()].reduce((s, n) => s + n, 0);
    expect(after).toBeLessThan(before / 10);
    console.info(`[images] opportunity list at 375 px, 3 photo cards: ${before} bytes as originals, ${after} bytes as sized copies`);
  });
});
