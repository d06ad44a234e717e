import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import {
  communityCommentSchema,
  communityPostSchema,
  createCommentSchema,
  createPostSchema,
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
} from "#shared/schemas/community.ts";

const postParams = z.strictObject({ postId: z.string() });
const commentParams = z.strictObject({ commentId: z.string() });

/** /api/community: the household's feed, posts, likes and comments. */
export const communityContract = defineContract({
  id: "community",
  basePath: "/api/community",
  tag: "Comunidad",
  routes: {
    feed: {
      method: "get",
      path: "/posts",
      summary: "El muro del hogar: publicaciones con sus adjuntos, me gusta y comentarios",
      description: "Por páginas, las más recientes primero: `cursor` es el `nextCursor` anterior.",
      auth: "member",
      query: feedQuerySchema,
      responses: { 200: feedPageSchema },
    },
    createPost: {
      method: "post",
      path: "/posts",
      summary: "Publicar en el muro",
      description:
        "Con adjuntos, `multipart/form-data`: el texto en `content` y los archivos en `attachments` (imágenes y documentos). Solo texto: JSON `{ content }`. Otro tipo de cuerpo: 415.",
      auth: "member",
      form: createPostSchema.extend({ attachments: z.array(z.file()).optional() }),
      responses: { 201: communityPostSchema },
      errors: [403],
    },
    deletePost: {
      method: "delete",
      path: "/posts/:postId",
      summary: "Eliminar una publicación",
      auth: "member",
      params: postParams,
      responses: { 204: null },
      errors: [403, 404],
    },
    like: {
      method: "put",
      path: "/posts/:postId/like",
      summary: "Dar me gusta a una publicación",
      auth: "member",
      params: postParams,
      responses: { 200: likeStateSchema },
      errors: [403, 404],
    },
    unlike: {
      method: "delete",
      path: "/posts/:postId/like",
      summary: "Quitar el me gusta de una publicación",
      auth: "member",
      params: postParams,
      responses: { 200: likeStateSchema },
      errors: [403, 404],
    },
    addComment: {
      method: "post",
      path: "/posts/:postId/comments",
      summary: "Comentar una publicación",
      auth: "member",
      params: postParams,
      body: createCommentSchema,
      responses: { 201: communityCommentSchema },
      errors: [403, 404],
    },
    deleteComment: {
      method: "delete",
      path: "/comments/:commentId",
      summary: "Eliminar un comentario",
      auth: "member",
      params: commentParams,
      responses: { 204: null },
      errors: [403, 404],
    },
  },
});
