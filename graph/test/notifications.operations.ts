/** The operations of notifications and consents, as the web asks them. */

export const MY_NOTIFICATIONS = /* GraphQL */ `
  query MyNotifications($page: Int, $pageSize: Int) {
    myNotifications(page: $page, pageSize: $pageSize) {
      count
      pageSize
      hasNextPage
      unreadCount
      items {
        id
        type
        isClicked
        targetPath
        title
        name
        isAccepted
      }
    }
  }
`;

export const MARK_CLICKED = /* GraphQL */ `
  mutation MarkNotificationClicked($input: NotificationIdInput!) {
    markNotificationClicked(input: $input) {
      id
      isClicked
      clickedAt
    }
  }
`;

export const SETTINGS = /* GraphQL */ `
  query NotificationSettings {
    notificationSettings {
      type
      method
      isOffered
      isEnabled
      blacklistId
    }
  }
`;

export const UPDATE_SETTINGS = /* GraphQL */ `
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      type
      method
      isEnabled
      blacklistId
    }
  }
`;

export const MY_CONSENTS = /* GraphQL */ `
  query MyConsents {
    me {
      id
      mustAcceptTerms
    }
    myConsents {
      items {
        id
        type
        version
        isActive
        revokedAt
      }
      terms {
        currentVersion
        acceptedVersion
        mustAccept
      }
    }
  }
`;

export const GIVE_CONSENT = /* GraphQL */ `
  mutation GiveConsent($input: GiveConsentInput!) {
    giveConsent(input: $input) {
      id
      type
      isActive
    }
  }
`;

export const REVOKE_CONSENT = /* GraphQL */ `
  mutation RevokeConsent($input: ConsentIdInput!) {
    revokeConsent(input: $input) {
      id
      isActive
      revokedAt
    }
  }
`;
