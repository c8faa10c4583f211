import { z } from "zod";
import { staffRules } from "@ponte/contracts/team";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { FileScalar } from "../../infra/media/file-scalar.ts";
import { deletePhotoIfUnused, mediaPath, readImageUpload, storeImage } from "../../infra/media/stored-image.ts";
import { CountryEnum, CurrencyEnum } from "../../infra/common/schema.ts";
import { DepartmentEnum, StaffStatusEnum } from "./enums.ts";
import { StaffMemberRef } from "./staff-member.ts";

// the same rules as the web's staff form (@ponte/contracts); an empty phone clears it
const { name, role, email, phone, skills } = staffRules;
const avatarUrl = z.string().trim().max(500);
const AVATAR_URL_FIELD = {
  description: "Empty removes the photo; any other value must be the current one. Photos are uploaded with uploadStaffPhoto.",
  deprecationReason: "Photos are uploaded with uploadStaffPhoto and removed with removeStaffPhoto; external URLs are no longer accepted.",
} as const;
/** Photos are uploads (uploadStaffPhoto): only "remove" (empty) and "keep as it is" pass here. */
const photosAreUploads = () => badInput("Photos are uploaded, not linked", "INVALID_AVATAR_URL", [{ field: "input.avatarUrl", reason: "INVALID_AVATAR_URL" }]);
const salary = z.string().refine((s) => !s.trim().startsWith("-"), "NEGATIVE");

const CreateStaffMemberInput = builder.inputType("CreateStaffMemberInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: name }),
    role: t.string({ required: true, validate: role }),
    email: t.string({ required: true, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: true }),
    department: t.field({ type: DepartmentEnum, required: true }),
    status: t.field({ type: StaffStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    skills: t.stringList({ required: false, validate: skills }),
    avatarUrl: t.string({ required: false, validate: avatarUrl, ...AVATAR_URL_FIELD }),
    /** stored for payroll; never returned by the API */
    salary: t.field({ type: "Decimal", required: false, validate: salary }),
    salaryCurrency: t.field({ type: CurrencyEnum, required: false }),
  }),
});

const UpdateStaffMemberInput = builder.inputType("UpdateStaffMemberInput", {
  fields: (t) => ({
    name: t.string({ required: false, validate: name }),
    role: t.string({ required: false, validate: role }),
    email: t.string({ required: false, validate: email }),
    phone: t.string({ required: false, validate: phone }),
    country: t.field({ type: CountryEnum, required: false }),
    department: t.field({ type: DepartmentEnum, required: false }),
    status: t.field({ type: StaffStatusEnum, required: false }),
    joinDate: t.field({ type: "Date", required: false }),
    skills: t.stringList({ required: false, validate: skills }),
    avatarUrl: t.string({ required: false, validate: avatarUrl, ...AVATAR_URL_FIELD }),
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
          if (input.avatarUrl?.trim()) throw photosAreUploads();
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
          const current = await tx.staffMember.findUnique({ where: { id: id.id }, select: { id: true, avatarUrl: true } });
          if (!current) throw notFound("StaffMember");
          const data: Prisma.StaffMemberUpdateInput = {};
          const avatar = input.avatarUrl?.trim();
          if (avatar && avatar !== current.avatarUrl) throw photosAreUploads();
          if (input.avatarUrl !== undefined && !avatar) data.avatarUrl = null;
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
          if (input.salary !== undefined) data.salary = input.salary;
          if (input.salaryCurrency != null) data.salaryCurrency = input.salaryCurrency;
          const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data });
          if (data.avatarUrl === null) await deletePhotoIfUnused(tx, current.avatarUrl);
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
        const current = await tx.staffMember.findUnique({ where: { id: id.id }, select: { id: true, status: true } });
        if (!current) throw notFound("StaffMember");
        const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data: { status } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "staff.status", entity: "StaffMember", entityId: current.id, data: { from: current.status, to: status } });
        return member;
      }),
  }),

  uploadStaffPhoto: t.prismaField({
    type: "StaffMember",
    description:
      "Sets a team member's photo from an uploaded image (GraphQL multipart request; JPEG, PNG, GIF or WebP by content, at most 5 MB and 40 megapixels), replacing the previous one. Administrators only.",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: StaffMemberRef, description: "The team member." }),
      file: t.arg({ type: FileScalar, required: true, description: "The image file (multipart upload)." }),
    },
    resolve: async (query, _root, { id, file }, ctx) => {
      const image = await readImageUpload(file);
      const actorId = viewerUserId(ctx)!;
      return ctx.prisma.$transaction(async (tx) => {
        const current = await tx.staffMember.findUnique({ where: { id: id.id }, select: { id: true, avatarUrl: true } });
        if (!current) throw notFound("StaffMember");
        const media = await storeImage(tx, image, actorId, { select: { id: true } });
        const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data: { avatarUrl: mediaPath(media.id) } });
        await deletePhotoIfUnused(tx, current.avatarUrl);
        await audit(tx, { actorId, action: "staff.photo", entity: "StaffMember", entityId: current.id, data: { mediaId: media.id } });
        return member;
      });
    },
  }),

  removeStaffPhoto: t.prismaField({
    type: "StaffMember",
    description: "Removes a team member's photo (their initials are shown instead). Administrators only.",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: StaffMemberRef, description: "The team member." }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await tx.staffMember.findUnique({ where: { id: id.id }, select: { id: true, avatarUrl: true } });
        if (!current) throw notFound("StaffMember");
        const member = await tx.staffMember.update({ ...query, where: { id: current.id }, data: { avatarUrl: null } });
        await deletePhotoIfUnused(tx, current.avatarUrl);
        await audit(tx, { actorId: viewerUserId(ctx), action: "staff.photo.remove", entity: "StaffMember", entityId: current.id });
        return member;
      }),
  }),
}));
