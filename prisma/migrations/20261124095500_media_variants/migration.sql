-- CreateTable
CREATE TABLE "MediaVariant" (
    "mediaId" UUID NOT NULL,
    "width" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "MediaVariant_pkey" PRIMARY KEY ("mediaId","width")
);

-- AddForeignKey
ALTER TABLE "MediaVariant" ADD CONSTRAINT "MediaVariant_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;
