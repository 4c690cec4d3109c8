import { listContactProperties, listContactTags, listSegments, smsKeys } from '@atalho/sdk/sms';
import { useQuery } from '@tanstack/react-query';

/** The filters' choices: page 0 of 100, as spec 002 §7 asks for tags, properties and segments. */
const firstHundred = { page: 0, size: 100 } as const;

export function useContactTags(enabled: boolean) {
  return useQuery({
    queryKey: smsKeys.tags(firstHundred),
    queryFn: () => listContactTags(firstHundred),
    select: (page) => page.content.map((tag) => ({ value: tag, label: tag })),
    enabled,
  });
}

export function useContactSegments(enabled: boolean) {
  return useQuery({
    queryKey: smsKeys.segments(firstHundred),
    queryFn: () => listSegments(firstHundred),
    select: (page) => page.content.map((segment) => ({ value: String(segment.id), label: segment.name })),
    enabled,
  });
}

export function useContactProperties(enabled: boolean) {
  return useQuery({
    queryKey: smsKeys.properties(firstHundred),
    queryFn: () => listContactProperties(firstHundred),
    select: (page) => page.content.map(({ name }) => ({ value: name, label: name })),
    enabled,
  });
}
