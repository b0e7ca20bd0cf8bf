// The phrases hosts answer notices with, in English, German, Spanish and French. Checked in the order
// of `replyPatterns`: a counter-notice or a refusal outranks the politeness around it, and a search
// engine's "removed from our search results" is a delisting, never a removal. Conditional sentences
// ("If your notice does not comply...") never count (see `conditional`).
import type { ReplyKind } from "@unleak/contracts";

type ReadKind = Exclude<ReplyKind, "unparsed">;

export const replyPatterns: ReadonlyArray<{ kind: ReadKind; pattern: RegExp }> = [
  {
    kind: "counter_notice",
    // A counter-notice that arrived, not the uploader's right to send one that acknowledgements mention.
    pattern:
      /(received|filed|submitted|lodged|sent) an? counter[- ]?(notification|notice)|counter[- ]?(notification|notice) (was|has been|had been) (received|filed|submitted)|gegen(darstellung|mitteilung|benachrichtigung) (erhalten|eingereicht|eingegangen|vorgelegt)|(erhalten|eingereicht|vorgelegt)[^.]{0,40}gegen(darstellung|mitteilung|benachrichtigung)|(recibido|presentado) una contra-?notificaci[óo]n|(reçu|déposé|soumis) une contre-?notification/iu,
  },
  {
    kind: "rejected",
    pattern:
      /(cannot|can ?not|unable to|could not|are not able to|will not|won't) (process|act on|accept|honou?r)|(notice|request|complaint|report) (is|was) (incomplete|invalid|insufficient|rejected|declined|denied)|we (have )?(rejected|declined|denied)|not a valid (notice|dmca|request)|does not (meet|comply with) (the|our|legal|statutory)|(kann|können) (ihre|die|diese)? ?\S* ?(meldung|mitteilung|beschwerde|anfrage|benachrichtigung)? ?nicht (bearbeiten|bearbeitet|annehmen|berücksichtigen)|nicht bearbeiten|abgelehnt|unvollständig|no (podemos|es posible) (procesar|tramitar|aceptar)|rechazad[ao]|rechazamos|incomplet[ao]|incomplète|ne (pouvons|pouvez|peut) pas (traiter|donner suite|accepter)|rejet[ée]e?|refus[ée]e?/iu,
  },
  {
    kind: "forwarded",
    pattern:
      /forwarded (your|the|this) (complaint|notice|report|request)|pass-?through|(do|does) not host (this|the|any)|weitergeleitet|hosten (diese|die) inhalte nicht|(hemos )?(reenviado|remitido|transmitido) (su|la|el)|no alojamos|(avons )?(transmis|transféré|fait suivre) (votre|la|le)|n'hébergeons pas/iu,
  },
  {
    kind: "delisted",
    pattern:
      /(removed|deleted|excluded|dropped) from (our |the )?(search results|search index|index)|de-?listed|de-?indexed|aus (unseren|den) (suchergebnissen|suchindex|index) (entfernt|gelöscht)|(eliminad[ao]s?|retirad[ao]s?) de (nuestros|los) resultados de (la )?b[úu]squeda|(supprimée?s?|retirée?s?) (de nos|des) résultats de recherche|déréférencée?s?/iu,
  },
  {
    kind: "removed",
    pattern:
      /(has|have|had) been (removed|taken down|deleted|disabled)|(was|were) (removed|taken down|deleted|disabled)|(disabled|blocked|restricted) access to|(we|we've|we have) (removed|deleted|taken down)|(wurden?|haben|ist|sind) (\S+ )?(entfernt|gelöscht|gesperrt|deaktiviert)|(ha|han) sido (eliminad|retirad|bloquead|deshabilitad)[ao]s?|hemos (eliminado|retirado|bloqueado|deshabilitado)|(a|ont) été (supprimée?s?|retirée?s?|désactivée?s?|bloquée?s?)|avons (supprimé|retiré|désactivé|bloqué)/iu,
  },
  {
    kind: "acknowledged",
    pattern:
      /thank you for (your|the) (notice|report|complaint|submission|request|notification)|(we have|we've) received your|we (will|shall) (review|investigate|look into)|ticket (number|no\.?|id)|submission reference|(vielen )?dank für ihre (meldung|mitteilung|beschwerde|anfrage|benachrichtigung)|wir haben ihre \S+ erhalten|(werden|wird) (diese|die|ihre) \S+ prüfen|ticket-?nr|hemos recibido (su|la)|gracias por su (aviso|notificaci[óo]n|denuncia|solicitud)|revisaremos|n[úu]mero de ticket|nous avons (bien )?reçu votre|merci pour votre (notification|signalement|plainte|demande)|(nous )?examinerons|num[ée]ro de ticket/iu,
  },
];

/** A sentence about what might happen, not what did: "If ...", "Wenn ...", "Si ...", "Lorsque ...". */
export const conditional = /^(if|when|whenever|should|unless|in case|wenn|falls|sofern|sollten?|si|cuando|en caso de que|lorsque|au cas où)\b/iu;
