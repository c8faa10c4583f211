import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../audit/audit.ts";
import { CountryEnum, CurrencyEnum } from "../common/schema.ts";
import { dbId } from "../projects/ids.ts";
import { DepartmentEnum, StaffStatusEnum } from "./enums.ts";
import { StaffMemberRef } from "./staff-member.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().max(254).pipe(z.email());
// optional (empty clears it), but a phone number when given: digits with the usual separators
const phone = z.string().trim().max(40).regex(/^(\+?[0-9][0-9 ()./-]*)?$/, "INVALID_PHONE");
const skills = z.array(z.string().trim().min(1).max(60)).max(30);
// https, or a path on this site ("//host/…" would be another site)
const avatarUrl = z.string().trim().max(500).refine((s) => s === "" || /^(https:\/\/|\/(?![/\\]))/.test(s), "INVALID_URL");
const salary = z.string().refine((s) => !s.trim().startsWith("-"), "NEGATIVE");

const CreateStaffMemberInput = builder.inputType("CreateStaffMemberInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: text(200) }),
    role: t.string({ required: true, validate: text(120) }),
    email: t.string({ required: true, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: true }),
    department: t.field({ type: DepartmentEnum, required: true }),
    status: t.field({ type: StaffStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    skills: t.stringList({ required: false, validate: skills }),
    avatarUrl: t.string({ required: false, validate: avatarUrl }),
    /** stored for payroll; never returned by the API */
    salary: t.field({ type: "Decimal", required: false, validate: salary }),
    salaryCurrency: t.field({ type: CurrencyEnum, required: false }),
  }),
});

const UpdateStaffMemberInput = builder.inputType("UpdateStaffMemberInput", {
  fields: (t) => ({
    name: t.string({ required: false, validate: text(200) }),
    role: t.string({ required: false, validate: text(120) }),
    email: t.string({ required: false, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: false }),
    department: t.field({ type: DepartmentEnum, required: false }),
    status: t.field({ type: StaffStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    skills: t.stringList({ required: false, validate: skills }),
    avatarUrl: t.string({ required: false, validate: avatarUrl }),
    salary: t.field({ type: "Decimal", required: false, validate: salary }),
    salaryCurrency: t.field({ type: CurrencyEnum, required: false }),
  }),
});

const emailTaken = () => conflict("A team member with this e-mail already exists", "EMAIL_TAKEN");

async function assertEmailFree(tx: Prisma.TransactionClient, address: string, exceptId?: string) {
  const other = await tx.staffMember.findFirst({ where: { email: { equals: address, mode: "insensitive" } }, select: { id: true } });
  if (other && other.id !== exceptId) throw emailTaken();
}

function mapUniqueViolation(error: unknown): never {
  if ((error as { code?: string })?.code === "P2002") throw emailTaken();
  throw error;
}

const cleanSkills = (list: string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

builder.mutationFields((t) => ({
  createStaffMember: t.prismaField({
    type: "StaffMember",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateStaffMemberInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const address = input.email.trim().toLowerCase();
          await assertEmailFree(tx, address);
          const member = await tx.staffMember.create({
            ...query,
            data: {
              name: input.name.trim(),
              role: input.role.trim(),
              email: address,
              phone: input.phone?.trim() || null,
              country: input.country,
              department: input.department,
              status: input.status ?? "ACTIVE",
              ...(input.joinDate ? { joinDate: input.joinDate } : {}),
              skills: cleanSkills(input.skills ?? []),
              avatarUrl: input.avatarUrl?.trim() || null,
              salary: input.salary ?? null,
              salaryCurrency: input.salaryCurrency ?? "USD",
            },
          });
          // the salary stays out of the audit trail too
          await audit(tx, { actorId: viewerUserId(ctx), action: "staff.create", entity: "StaffMember", entityId: member.id, data: { name: input.name.trim() } });
          return member;
        })
        .catch(mapUniqueViolation),
  }),

  updateStaffMember: t.prismaField({
    type: "StaffMember",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: StaffMemberRef }),
      input: t.arg({ type: UpdateStaffMemberInput, required: true }),
    },
    resolve: (query, _root, { id, input }, ctx) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const current = await tx.staffMember.findUnique({ where: { id: dbId(id) }, select: { id: true } });
          if (!current) throw notFound("StaffMember");
          const data: Prisma.StaffMemberUpdateInput = {};
          if (input.name != null) data.name = input.name.trim();
          if (input.role != null) data.role = input.role.trim();
          if (input.email != null) {
            data.email = input.email.trim().toLowerCase();
            await assertEmailFree(tx, data.email, current.id);
          }
          if (input.phone !== undefined) data.phone = input.phone?.trim() || null;
          if (input.country != null) data.country = input.country;
          if (input.department != null) data.department = input.department;
          if (input.status != null) data.status = input.status;
          if (input.joinDate != null) data.joinDate = input.joinDate;
          if (input.skills != null) data.skills = cleanSkills(input.skills);
          if (input.avatarUrl !== undefined) data.avatarUrl = input.avatarUrl?.trim() || null;
          if (input.salary !== undefined) data.salary = input.salary;
          if (input.salaryCurrency != null) data.salaryCurrency = input.salaryCurrency;
          const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data });
          await audit(tx, {
            actorId: viewerUserId(ctx),
            action: "staff.update",
            entity: "StaffMember",
            entityId: current.id,
            data: { fields: Object.keys(data) },
          });
          return member;
        })
        .catch(mapUniqueViolation),
  }),

  setStaffStatus: t.prismaField({
    type: "StaffMember",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: StaffMemberRef }),
      status: t.arg({ type: StaffStatusEnum, required: true }),
    },
    resolve: (query, _root, { id, status }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await tx.staffMember.findUnique({ where: { id: dbId(id) }, select: { id: true, status: true } });
        if (!current) throw notFound("StaffMember");
        const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data: { status } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "staff.status", entity: "StaffMember", entityId: current.id, data: { from: current.status, to: status } });
        return member;
      }),
  }),
}));
