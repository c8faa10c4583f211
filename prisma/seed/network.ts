import { daysFrom, type SeedContext } from "./types.ts";

// Members of the community across the three countries (they sign in with
// OAuth or a password reset; no password is stored for them), connected to
// the demo member, plus a few service requests in different states.
const MEMBERS = [
  { email: "joao.mateus@ponte.demo", fullName: "João Mateus", country: "AO", sector: "HEALTH", organization: "Hospital Central do Lubango" },
  { email: "helena.kapitango@ponte.demo", fullName: "Helena Kapitango", country: "AO", sector: "COMMERCE", organization: "Cunene Agro Comércio" },
  { email: "tuyeni.shikongo@ponte.demo", fullName: "Tuyeni Shikongo", country: "NA", sector: "EDUCATION", organization: "University of Namibia" },
  { email: "petrus.amutenya@ponte.demo", fullName: "Petrus Amutenya", country: "NA", sector: "TRANSPORT", organization: "Oshakati Logistics" },
  { email: "thandiwe.nkosi@ponte.demo", fullName: "Thandiwe Nkosi", country: "ZA", sector: "TECHNOLOGY", organization: "Cape Innovation Hub" },
  { email: "sipho.dlamini@ponte.demo", fullName: "Sipho Dlamini", country: "ZA", sector: "TOURISM", organization: "Joburg Travel Partners" },
  { email: "maria.nghipondoka@ponte.demo", fullName: "Maria Nghipondoka", country: "NA", sector: "HEALTH", organization: "Windhoek Clinic Network" },
  { email: "carlos.domingos@ponte.demo", fullName: "Carlos Domingos", country: "AO", sector: "TECHNOLOGY", organization: "Luanda Digital" },
] as const;

export async function seedNetwork({ tx, memberId, adminId, today }: SeedContext): Promise<void> {
  const ids: string[] = [];
  for (const [i, m] of MEMBERS.entries()) {
    const user = await tx.user.create({
      data: { ...m, passwordHash: null, emailConfirmedAt: daysFrom(today, -60 + i), createdAt: daysFrom(today, -60 + i * 5) },
    });
    ids.push(user.id);
  }

  // Accepted both ways round (who asked first does not matter once accepted).
  for (const [i, other] of ids.slice(0, 6).entries()) {
    const [requesterId, addresseeId] = i % 2 === 0 ? [memberId, other] : [other, memberId];
    await tx.connection.create({
      data: { requesterId, addresseeId, status: "ACCEPTED", createdAt: daysFrom(today, -40 + i * 4), respondedAt: daysFrom(today, -39 + i * 4) },
    });
  }
  // Two requests waiting for the demo member's answer.
  for (const requesterId of ids.slice(6)) {
    const c = await tx.connection.create({ data: { requesterId, addresseeId: memberId, createdAt: daysFrom(today, -2) } });
    const from = MEMBERS[ids.indexOf(requesterId)].fullName;
    await tx.notification.create({
      data: { userId: memberId, type: "CONNECTION", data: { connectionId: c.id, fromName: from, kind: "REQUESTED" }, createdAt: daysFrom(today, -2) },
    });
  }
  // Members connected among themselves, so searches show every state.
  await tx.connection.create({ data: { requesterId: ids[2], addresseeId: ids[4], status: "ACCEPTED", respondedAt: daysFrom(today, -10) } });

  const member = await tx.user.findUniqueOrThrow({ where: { id: memberId } });
  const contact = { name: member.fullName, email: member.email, phone: "+244 923 456 789", userCountry: member.country };
  await tx.serviceRequest.create({
    data: {
      ...contact,
      userId: memberId,
      category: "EDUCATION",
      serviceType: "scholarships",
      message: "Gostaria de saber que bolsas de estudo existem para mestrado na Namíbia.",
      createdAt: daysFrom(today, -1),
    },
  });
  const processing = await tx.serviceRequest.create({
    data: {
      ...contact,
      userId: memberId,
      category: "TRANSPORT",
      serviceType: "flights",
      message: "Preciso de voos Lubango–Windhoek para uma equipe de 4 pessoas em março.",
      status: "PROCESSING",
      handledById: adminId,
      createdAt: daysFrom(today, -6),
    },
  });
  await tx.notification.create({
    data: {
      userId: memberId,
      type: "SERVICE_REQUEST",
      data: { requestId: processing.id, serviceType: "flights", status: "PROCESSING" },
      createdAt: daysFrom(today, -5),
    },
  });
  await tx.serviceRequest.create({
    data: {
      ...contact,
      userId: memberId,
      category: "HEALTH",
      serviceType: "telemedicine",
      message: "Consulta de telemedicina com um especialista na Cidade do Cabo.",
      status: "COMPLETED",
      handledById: adminId,
      createdAt: daysFrom(today, -20),
    },
  });
  await tx.serviceRequest.create({
    data: {
      userId: ids[3],
      name: MEMBERS[3].fullName,
      email: MEMBERS[3].email,
      phone: "+264 81 234 5678",
      userCountry: "NA",
      category: "COMMERCE",
      serviceType: "licenses",
      message: "Licença de importação para peças de camiões vindas de Angola.",
      createdAt: daysFrom(today, -3),
    },
  });
  await tx.serviceRequest.create({
    data: {
      userId: ids[5],
      name: MEMBERS[5].fullName,
      email: MEMBERS[5].email,
      phone: "+27 82 345 6789",
      userCountry: "ZA",
      category: "TOURISM",
      serviceType: "visas",
      message: "Visa requirements for a tour group travelling to Cunene.",
      status: "CANCELLED",
      createdAt: daysFrom(today, -12),
    },
  });
}
