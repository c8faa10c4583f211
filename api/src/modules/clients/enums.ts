import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";

export const ClientStatusEnum = builder.enumType(E.ClientStatus, { name: "ClientStatus" });
