import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import type { TestApp } from "./test-app.ts";

/** Global (Relay) id of a row, as the API expects it in arguments. */
export const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

export function createServiceRequest(t: TestApp, userId: string, data: Partial<Prisma.ServiceRequestUncheckedCreateInput> = {}) {
  return t.prisma.serviceRequest.create({
    data: {
      userId,
      category: "EDUCATION",
      serviceType: "universities",
      name: "Test Person",
      email: "person@example.test",
      phone: "+244 923 000 000",
      message: "Please help",
      userCountry: "AO",
      ...data,
    },
  });
}

export function createConnection(t: TestApp, requesterId: string, addresseeId: string, status: "PENDING" | "ACCEPTED" | "DECLINED" = "ACCEPTED") {
  return t.prisma.connection.create({ data: { requesterId, addresseeId, status } });
}
