import { getAccessToken } from "../../../session/accessToken";
import { type UploadProgress, uploadFile } from "../../../ui/files/uploadFile";

const UPLOAD_IMAGE = "mutation OpportunityWizard_UploadImage($file: File!) { uploadImage(file: $file) { id url } }";

/**
 * Uploads the wizard's picture and returns the Media id to publish with.
 * Throws the answer's `errors` (read by graphqlErrorInfo) when it was refused,
 * and an AbortError when `signal` cancelled it.
 */
export async function uploadOpportunityImage(file: File, options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<string> {
  const result = await uploadFile<{ uploadImage: { id: string; url: string } | null }>({
    mutation: UPLOAD_IMAGE,
    file,
    fileVariable: "file",
    getAccessToken,
    ...options,
  });
  const id = result.data?.uploadImage?.id;
  if (!id) throw { errors: result.errors ?? [] };
  return id;
}
