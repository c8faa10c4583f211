import { clientRules } from "@ponte/contracts/clients";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";
import { ClientRef } from "./client.ts";
import { ClientStatusEnum } from "./enums.ts";

// the same rules as the web's client form (@ponte/contracts); an empty phone clears it
const { name, organization, email, phone, notes } = clientRules;

const CreateClientInput = builder.inputType("CreateClientInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: name }),
    email: t.string({ required: true, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: true }),
    sector: t.field({ type: SectorEnum, required: true }),
    organization: t.string({ required: true, validate: organization }),
    status: t.field({ type: ClientStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    lastContact: t.field({ type: "Date", required: false }),
    notes: t.string({ required: false, validate: notes }),
  }),
});

const UpdateClientInput = builder.inputType("UpdateClientInput", {
  fields: (t) => ({
    name: t.string({ required: false, validate: name }),
    email: t.string({ required: false, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    organization: t.string({ required: false, validate: organization }),
    status: t.field({ type: ClientStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    lastContact: t.field({ type: "Date", required: false }),
    notes: t.string({ required: false, validate: notes }),
  }),
});

const emailTaken = () => conflict("A client with this e-mail already exists", "EMAIL_TAKEN");

async function assertEmailFree(tx: Prisma.TransactionClient, email: string, exceptId?: string) {
  const other = await tx.client.findFirst({ where: { email: { equals: email, mode: "insensitive" } }, select: { id: true } });
  if (other && other.id !== exceptId) throw emailTaken();
}

/** Two admins saving the same e-mail at once: the unique index decides, with the same answer. */
function mapUniqueViolation(error: unknown): never {
  if ((error as { code?: string })?.code === "P2002") throw emailTaken();
  throw error;
}

builder.mutationFields((t) => ({
  createClient: t.prismaField({
    type: "Client",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateClientInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const address = input.email.toLowerCase();
          await assertEmailFree(tx, address);
          const client = await tx.client.create({
            ...query,
            data: {
              name: input.name.trim(),
              email: address,
              phone: input.phone?.trim() || null,
              country: input.country,
              sector: input.sector,
              organization: input.organization.trim(),
              status: input.status ?? "PROSPECT",
              ...(input.joinDate ? { joinDate: input.joinDate } : {}),
              lastContact: input.lastContact ?? null,
              notes: input.notes?.trim() || null,
            },
          });
          await audit(tx, { actorId: viewerUserId(ctx), action: "client.create", entity: "Client", entityId: client.id, data: { name: client.name } });
          return client;
        })
        .catch(mapUniqueViolation),
  }),

  updateClient: t.prismaField({
    type: "Client",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: ClientRef }),
      input: t.arg({ type: UpdateClientInput, required: true }),
    },
    resolve: (query, _root, { id, input }, ctx) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const current = await tx.client.findUnique({ where: { id: id.id }, select: { id: true } });
          if (!current) throw notFound("Client");
          const data: Prisma.ClientUpdateInput = {};
          if (input.name != null) data.name = input.name.trim();
          if (input.email != null) {
            data.email = input.email.toLowerCase();
            await assertEmailFree(tx, data.email, current.id);
          }
          if (input.phone !== undefined) data.phone = input.phone?.trim() || null;
          if (input.country != null) data.country = input.country;
          if (input.sector != null) data.sector = input.sector;
          if (input.organization != null) data.organization = input.organization.trim();
          if (input.status != null) data.status = input.status;
          if (input.joinDate != null) data.joinDate = input.joinDate;
          if (input.lastContact !== undefined) data.lastContact = input.lastContact;
          if (input.notes !== undefined) data.notes = input.notes?.trim() || null;
          const client = await tx.client.update({ ...query, where: { id: current.id }, data });
          await audit(tx, {
            actorId: viewerUserId(ctx),
            action: "client.update",
            entity: "Client",
            entityId: client.id,
            data: { fields: Object.keys(data) },
          });
          return client;
        })
        .catch(mapUniqueViolation),
  }),

  /** Refused while the client still has projects or invoices (their history must not dangle). */
  deleteClient: t.globalID({
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ClientRef }) },
    resolve: (_root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const client = await tx.client.findUnique({
          where: { id: id.id },
          select: { id: true, name: true, _count: { select: { projects: true, invoices: true } } },
        });
        if (!client) throw notFound("Client");
        if (client._count.projects > 0 || client._count.invoices > 0) {
          throw conflict("The client still has projects or invoices", "CLIENT_HAS_PROJECTS");
        }
        await tx.client.delete({ where: { id: client.id } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "client.delete", entity: "Client", entityId: client.id, data: { name: client.name } });
        return { type: "Client", id: client.id };
      }),
  }),
}));
